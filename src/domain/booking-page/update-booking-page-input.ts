import { z } from 'zod';
import { displayNameField } from '../account/profile-input';
import { personNameField } from '../auth/auth-inputs';
import { richTextField } from '../rich-text/rich-text';
import { text } from '../shared/strings';
import { slugField } from './slug';

// The booking page's Page tab (spec doc 2, §2 Booking page; issue 19): its address (the slug's
// rules of creation; a changed address keeps the old one redirecting), the names clients see and
// a one-line headline under them, the description (rich text) and the words describing the cover.

export const HEADLINE_MAX = 120;
/**
 * The spec gives the booking page description no limit (doc 2 §5 and §9 have none); a package's
 * description is 1250, and the page's "about" text runs longer, so 2000 characters of text
 * (counted like a package's: formatting is free; ADR 052).
 */
export const DESCRIPTION_MAX = 2000;
/** Words that describe the cover to someone who cannot see it. */
export const COVER_ALT_MAX = 200;

export const BOOKING_PAGE_MESSAGES = {
  // spec doc 2 §8: what the form says when a save fails for another reason than its fields.
  saveFailed: "Can't save the booking page at the moment. Please try again later.",
  urlSaveFailed: "Can't save the booking page URL at the moment...",
  headlineLong: `Too long, please use at most ${HEADLINE_MAX} characters`,
  descriptionLong: `Too long, please limit the description to ${DESCRIPTION_MAX} characters`,
  coverAltLong: `Too long, please use at most ${COVER_ALT_MAX} characters`,
} as const;

export const updateBookingPageInput = z.object({
  slug: slugField,
  displayName: displayNameField,
  firstName: personNameField,
  lastName: personNameField,
  // Empty means none.
  headline: text('Required').trim().max(HEADLINE_MAX, BOOKING_PAGE_MESSAGES.headlineLong),
  // Issue 19. Left out, each keeps what is stored; an empty document or text means none.
  description: richTextField({
    max: DESCRIPTION_MAX,
    message: BOOKING_PAGE_MESSAGES.descriptionLong,
  }).optional(),
  coverAlt: text('Required').trim().max(COVER_ALT_MAX, BOOKING_PAGE_MESSAGES.coverAltLong).optional(),
});
export type UpdateBookingPageInput = z.infer<typeof updateBookingPageInput>;
