// spec (doc 2, §8, password sign-in): the exact words shown for each failure.
export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Invalid email',
  userDisabled: 'Cannot log you in',
  // spec: "an account-does-not-exist message (wording not shown)" — ours:
  userNotFound: 'There is no account with this email. Check the address or sign up.',
  wrongPassword: 'Invalid password',
  tooManyRequests: 'Too many attempts. Please try again later or reset your password',
  other: 'Something went wrong. Please try again',
} as const;

/** Failed password attempts allowed per email within the window before sign-in is refused. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
