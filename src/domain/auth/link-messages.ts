// Shown when a link from an auth email no longer works (our wording; the spec is silent).
export const INVALID_RESET_LINK = 'This link has expired or was already used. Please request a new one.';
export const INVALID_SIGN_IN_LINK =
  'This sign-in link has expired or was already used. Please request a new one.';
export const INVALID_VERIFICATION_LINK =
  'This verification link has expired or was already used. Use “Resend email” to get a new one.';

/** Where a failed magic link lands (the login screen shows INVALID_SIGN_IN_LINK). */
export const MAGIC_LINK_ERROR_PATH = '/login?error=link';

// Over the limit on emailed links (ADR 025; our wording, the spec is silent). Said the same
// whether or not an account exists for the address.
export const TOO_MANY_EMAIL_REQUESTS =
  'Too many emails requested. Please check your inbox, or try again later.';
