import { z } from 'zod';
import { isRichTextEmpty, type RichTextDoc, richTextDocument, richTextField } from '../rich-text/rich-text';
import { text } from '../shared/strings';

// The Policies tab (spec doc 2, §2 Booking page; §3 pages: policies {terms, privacy}, rich text;
// issue 19): the expert's terms and privacy policy, shown from the booking page's footer and
// accepted with a required tick-box at checkout when either exists.

export const POLICY_MAX = 20_000;

export const POLICIES_MESSAGES = {
  // spec doc 2 §8: the Policies tab's save failure.
  saveFailed: 'Failed to save policies. Please try again.',
  tooLong: `Too long, please use at most ${POLICY_MAX} characters`,
  // What the checkout says when the tick-box was left empty, and when the text changed since the
  // client opened the page (they accepted a version that is no longer the page's).
  notAccepted: 'Please accept the terms and privacy policy to continue',
  changed:
    'The terms or privacy policy have just changed. Please read them again and accept them to continue.',
} as const;

const policyField = richTextField({ max: POLICY_MAX, message: POLICIES_MESSAGES.tooLong }).nullable();

/** PUT /api/booking-page/policies and the tab's form: either may be null (or empty): none. */
export const policiesInput = z.object({ terms: policyField, privacy: policyField });
export type PoliciesInput = z.infer<typeof policiesInput>;

/** A document with no visible text is no policy at all. */
export function policyOrNull(doc: RichTextDoc | null | undefined): RichTextDoc | null {
  return doc && !isRichTextEmpty(doc) ? doc : null;
}

/** GET/PUT /api/booking-page/policies: the stored policies and their current version. */
export const policiesView = z.object({
  terms: richTextDocument.nullable(),
  privacy: richTextDocument.nullable(),
  /** The version a client accepts at checkout; null when the page has no policy. */
  version: z.string().nullable(),
});
export type PoliciesView = z.infer<typeof policiesView>;

/**
 * The checkout's tick-box (booking a time, a seat, buying a package): the version of the policies
 * the client saw and accepted, or null/absent when they did not tick it (or there were none).
 */
export const acceptedPoliciesField = text(POLICIES_MESSAGES.notAccepted)
  .max(100, POLICIES_MESSAGES.changed)
  .nullish()
  .transform((v) => v || null);

/** The two pages that show them on the booking page (the footer's links). */
export const POLICY_PAGES = {
  terms: { path: 'terms', title: 'Terms' },
  privacy: { path: 'privacy', title: 'Privacy policy' },
} as const;
export type PolicyKind = keyof typeof POLICY_PAGES;
