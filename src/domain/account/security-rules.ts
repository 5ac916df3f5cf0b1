// The Contact info and Security cards' rules without zod (issue 18; spec doc 2 §2 Account, §4
// Email change, §8): messages, windows and the device names of the active sessions list. Kept
// apart from security-input.ts so server start-up code can read them without creating schemas.

export const EMAIL_CHANGE_MESSAGES = {
  // spec §8, email change: shown for an unexpected failure of the request.
  failedLater: 'Something went wrong. Please try again later.',
  // spec §8, email change: any other failure (the re-authentication, the network).
  failed: 'Something went wrong. Please try again',
  // The failed-precondition the server answers (ours; the spec shows the server's message).
  addressTaken: 'This email address is already used by another account.',
  sameAddress: 'This is already your email address.',
  // requires-recent-login (ours): the form then asks to sign in again.
  recentLoginRequired: 'For your security, please sign in again to change your email address.',
  invalidLink: 'This email change link has expired or was already used. Please request a new one.',
} as const;

/** ADR 045: an email change needs a sign-in (password or magic link) within the last 15 minutes. */
export const REAUTHENTICATION_WINDOW_MS = 15 * 60_000;
/** ADR 045: the confirmation link sent to the new address works once, for 24 hours. */
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60_000;

/** The API's error code for a change asked from a sign-in older than the window. */
export const RECENT_LOGIN_REQUIRED_CODE = 'requires_recent_login';

/** Where the confirmation link lands (a page that posts its token) and where a magic link returns. */
export const EMAIL_CHANGE_PAGE = '/email-change';
export const REAUTHENTICATED_PATH = '/dashboard/account?reauthenticated=1';

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A person's name for the browser and system in a user agent: 'Chrome on Windows'. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
