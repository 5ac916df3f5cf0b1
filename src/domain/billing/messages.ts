// The billing screens' and API's words (issue 20). The spec's exact ones first (doc 1 §8).

export const INVALID_PLAN_OR_PRICE = 'Invalid pricing plan or price id';
export const NO_INVOICE_DATA = 'Response has no invoice data';
export const NO_SUBSCRIPTION_DATA = 'Response has no subscription data';
export const COME_BACK_LATER = 'Something went wrong. Please come back later.';
export const ACTIVATION_FAILED =
  "We weren't able to activate your subscription due to the failed credit card charge";
// spec: 'We weren't able to charge your credit card…' (the remainder is not shown).
export const CHARGE_FAILED = "We weren't able to charge your credit card…";

// Ours, where the spec names the refusal but not its words.
export const NO_SUBSCRIPTION = 'You have no subscription';
export const ALREADY_SUBSCRIBED = 'You already have a subscription';
export const CANNOT_CANCEL = 'This subscription is already cancelled';
export const CANNOT_REACTIVATE =
  'Only a subscription set to cancel at the end of its period can be reactivated';
export const CANNOT_SWITCH = 'This subscription cannot switch to that price now';
export const NOTHING_TO_CONFIRM = 'There is no payment waiting for confirmation';
export const INVALID_LIFETIME_CODE = 'This code is not valid or has already been used';
export const LIFETIME_WITH_SUBSCRIPTION = 'Cancel your subscription before redeeming a lifetime code';
export const CARD_ENTRY_HOSTED = 'Cards are entered on the payment provider’s page';
