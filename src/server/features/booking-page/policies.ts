import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  POLICIES_MESSAGES,
  type PoliciesInput,
  type PoliciesView,
  policyOrNull,
} from '../../../domain/booking-page/policies-input';
import type { RichTextDoc } from '../../../domain/rich-text/rich-text';
import type { DbOrTx } from '../../db/client';
import { bookingPages } from '../../db/schema/booking-pages';
import { type RichTextDocument, stampNow } from '../../db/schema/columns';
import { badRequest, notFound } from '../../http/errors';
import { findPageByOwner } from './repository';

// The Policies tab (issue 19): the page's terms and privacy policy, and the version a client
// accepts at checkout. The version is a hash of both texts as stored, so any edit makes a new one
// and a booking keeps which text its client agreed to.

type Policies = { termsPolicy: RichTextDocument | null; privacyPolicy: RichTextDocument | null };

/** The first 16 hex digits of SHA-256 over both documents; null when the page has neither. */
export function policiesVersion(page: Policies): string | null {
  if (!page.termsPolicy && !page.privacyPolicy) return null;
  const text = JSON.stringify([page.termsPolicy, page.privacyPolicy]);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function toView(page: Policies): PoliciesView {
  // Stored only after the strict schema checked them (savePolicies).
  return {
    terms: page.termsPolicy as RichTextDoc | null,
    privacy: page.privacyPolicy as RichTextDoc | null,
    version: policiesVersion(page),
  };
}

export async function getPolicies(db: DbOrTx, userId: string): Promise<PoliciesView> {
  const page = await findPageByOwner(db, userId);
  if (!page) throw notFound('Booking page not found');
  return toView(page);
}

/**
 * Saves both policies at once. The documents were checked by the strict rich-text schema: only
 * paragraphs, bullet lists and bold, italic or http/https/mailto links; a `<script>` typed into
 * one is text, stored as such and only ever rendered escaped (ADR 013, 049).
 */
export async function savePolicies(db: DbOrTx, userId: string, input: PoliciesInput): Promise<PoliciesView> {
  const [row] = await db
    .update(bookingPages)
    .set({
      termsPolicy: policyOrNull(input.terms),
      privacyPolicy: policyOrNull(input.privacy),
      updatedAt: stampNow(),
    })
    .where(eq(bookingPages.userId, userId))
    .returning({ termsPolicy: bookingPages.termsPolicy, privacyPolicy: bookingPages.privacyPolicy });
  if (!row) throw notFound('Booking page not found');
  return toView(row);
}

/** A page's policies as clients read them (the public policy pages). */
export async function findPagePolicies(db: DbOrTx, pageId: string): Promise<Policies | undefined> {
  const [row] = await db
    .select({ termsPolicy: bookingPages.termsPolicy, privacyPolicy: bookingPages.privacyPolicy })
    .from(bookingPages)
    .where(eq(bookingPages.id, pageId));
  return row;
}

/**
 * spec (issue 19): when the page has policies, a booking or purchase needs the client's tick at
 * checkout. Answers the version they accepted (stored on the booking), or null when the page has
 * none; 400 on `acceptedPolicies` when the box was not ticked or the text changed since.
 */
export async function acceptPolicies(
  db: DbOrTx,
  pageId: string,
  accepted: string | null,
): Promise<string | null> {
  const page = await findPagePolicies(db, pageId);
  const version = page ? policiesVersion(page) : null;
  if (!version) return null;
  if (!accepted)
    throw badRequest(POLICIES_MESSAGES.notAccepted, { acceptedPolicies: POLICIES_MESSAGES.notAccepted });
  if (accepted !== version)
    throw badRequest(POLICIES_MESSAGES.changed, { acceptedPolicies: POLICIES_MESSAGES.changed });
  return version;
}
