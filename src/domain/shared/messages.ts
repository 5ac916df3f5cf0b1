// spec (doc 1 §8, doc 2 §8): what the UI says about any failure it has no better words for.
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

// ADR 023: a paid booking or purchase when the expert has no way to take payments (production
// with no provider configured). Our words: the spec has none for this case.
export const PAYMENTS_UNAVAILABLE =
  "This expert can't take payments online yet. Please contact them directly.";
