// The payment accounts screens' addresses (spec doc 2 §2: accounts, accounts/stripe/balance, stripe-oauth, paypal-return).
export const PAYMENT_ACCOUNTS_PATH = '/dashboard/payments/accounts';
export const STRIPE_BALANCE_PATH = `${PAYMENT_ACCOUNTS_PATH}/stripe/balance`;
export const STRIPE_OAUTH_RETURN_PATH = '/dashboard/payments/stripe-oauth';
export const PAYPAL_RETURN_PATH = '/dashboard/payments/paypal-return';
