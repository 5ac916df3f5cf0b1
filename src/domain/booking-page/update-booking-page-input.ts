import { z } from 'zod';
import { displayNameField } from '../account/profile-input';
import { personNameField } from '../auth/auth-inputs';
import { text } from '../shared/strings';
import { slugField } from './slug';

// The booking page's Page tab (spec doc 2, §2 Booking page; issue 19): its address (the slug's
// rules of creation; a changed address keeps the old one redirecting), the names clients see and
// a one-line headline under them.

export const HEADLINE_MAX = 120;

export const BOOKING_PAGE_MESSAGES = {
  // spec doc 2 §8: what the form says when a save fails for another reason than its fields.
  saveFailed: "Can't save the booking page at the moment. Please try again later.",
  urlSaveFailed: "Can't save the booking page URL at the moment...",
  headlineLong: `Too long, please use at most ${HEADLINE_MAX} characters`,
} as const;

export const updateBookingPageInput = z.object({
  slug: slugField,
  displayName: displayNameField,
  firstName: personNameField,
  lastName: personNameField,
  // Empty means none.
  headline: text('Required').trim().max(HEADLINE_MAX, BOOKING_PAGE_MESSAGES.headlineLong),
});
export type UpdateBookingPageInput = z.infer<typeof updateBookingPageInput>;
