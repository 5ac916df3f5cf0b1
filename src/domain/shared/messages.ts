// spec (doc 1 §8, doc 2 §8): what the UI says about any failure it has no better words for.
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

// ADR 023: a paid booking or purchase when the expert has no way to take payments (production
// with no provider configured). Our words: the spec has none for this case.
export const PAYMENTS_UNAVAILABLE =
  "This expert can't take payments online yet. Please contact them directly.";

// Issue 14, ADR 034: what the public booking pages say when the expert's paid things cannot be
// paid for (gateway none, or no account able to take charges). Our words: the spec has none.
export const PAID_BOOKING_UNAVAILABLE =
  "Online payment isn't available for this page right now, so paid sessions can't be booked. Free sessions can still be booked.";
export const PAID_ITEM_UNAVAILABLE = "Can't be booked online right now";
