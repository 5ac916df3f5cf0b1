// spec (doc 1 §8, doc 2 §8): what the UI says about any failure it has no better words for.
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
