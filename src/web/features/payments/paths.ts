// The Payments area's addresses (spec doc 2, §2 Payments).
export const PAYMENTS_PATH = '/dashboard/payments';
export const PAYMENT_PROCESSING_PATH = `${PAYMENTS_PATH}/processing`;
export const CHANGE_CURRENCY_PATH = `${PAYMENTS_PATH}/currency`;
export const DISCOUNTS_PATH = `${PAYMENTS_PATH}/discounts`;
// Built by the billing issue: listed as expected-missing in e2e/link-check.spec.ts until then.
export const BILLING_PATH = '/dashboard/account/billing';
export const BILLING_SUBSCRIPTION_PATH = `${BILLING_PATH}/subscription`;
