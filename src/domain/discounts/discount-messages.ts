// What a client reads when a discount code cannot be used at checkout (issue 14). Short, plain,
// and never more revealing than needed: an unknown code and one of another page read the same.

export const DISCOUNT_UNKNOWN = "This code isn't valid. Please check it and try again.";
export const DISCOUNT_INACTIVE = 'This code is no longer active.';
export const DISCOUNT_USED_UP = 'This code has already been used up.';
export const DISCOUNT_EMAIL_FIRST = 'Please enter your email address first, then apply the code.';
export const DISCOUNT_NOT_FOR_CLIENT = "This code can't be used with this email address.";
export const DISCOUNT_NOT_FOR_PRODUCT = "This code doesn't apply to this booking.";
export const DISCOUNT_OTHER_CURRENCY = "This code can't be used with this currency.";
export const DISCOUNT_NOTHING_TO_PAY = 'There is nothing to pay, so no code is needed.';
export const DISCOUNT_FULL_PAYMENT_ONLY = 'Discount codes apply when paying in full.';
/** The code changed (edited or disabled) between the price shown and the booking. */
export const DISCOUNT_CHANGED = 'This code has just changed. Please apply it again.';
