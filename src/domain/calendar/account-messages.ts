// The calendars' words and constants without zod (issue 16, ADR 039): server code that runs at
// start-up (jobs, services) imports these, so the schemas in accounts.ts are first created after
// @hono/zod-openapi has extended zod and the routes can name them (`.openapi`).
// spec doc 2 §2–§9; accounts.ts re-exports them for the forms.

export const CALENDAR_PROVIDERS = ['google', 'microsoft', 'apple'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

export const CALENDAR_PROVIDER_LABELS: Record<CalendarProvider, string> = {
  google: 'Google Calendar',
  microsoft: 'Microsoft Outlook',
  apple: 'Apple iCloud',
};

// §8, word for word.
export const CALENDAR_AUTH_PROBLEM =
  'There is a problem with your calendar credentials. Please re-connect your calendar account.';
export const CALENDAR_PERMISSIONS_MISSING = 'Required permissions were not granted...';
export const CALENDAR_INTERRUPTED = 'Google Calendar connection was interrupted. Please try again.';
export const CALENDAR_ALREADY_CONNECTED = 'This account is already connected.';
export const APPLE_CONNECT_FAILED = 'Failed to connect Apple account: ';
/** Why a CalDAV address is refused (ADR 039; our words, after APPLE_CONNECT_FAILED). */
export const CALDAV_ADDRESS_REFUSED = {
  'not-https': 'the server address must start with https://',
  'private-network':
    'the server address is on a private network (loopback, private, link-local or unique-local), which this installation does not connect to',
} as const;
/** §8 only says the user is asked to allow popups; these are our words. */
export const CALENDAR_POPUP_BLOCKED =
  'Your browser blocked the sign-in window. Please allow popups for this site and try again.';
/** The limit of §9 (2, or 4 with increasedCalendarLimit); our words, with the number. */
export const calendarLimitReached = (limit: number) =>
  `You can connect up to ${limit} calendar accounts on your plan. Disconnect one, or upgrade to connect more.`;

/** §7: the sign-in popup. */
export const OAUTH_POPUP = { width: 600, height: 600, timeoutMs: 10 * 60 * 1000 } as const;

/** §7: the scopes each provider's consent screen asks for. */
export const GOOGLE_SCOPES = [
  'email',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.freebusy',
  'https://www.googleapis.com/auth/calendar.events.owned',
] as const;
export const MICROSOFT_SCOPES = [
  'Calendars.ReadWrite',
  'User.Read',
  'email',
  'profile',
  'offline_access',
  'openid',
] as const;

// §5 Apple calendar: 'Please enter an email address', 'Please enter a password'.
export const APPLE_ID_INVALID = 'Please enter an email address';
export const APPLE_PASSWORD_MISSING = 'Please enter a password';
export const CALDAV_URL_INVALID = 'Please enter the https:// address of your CalDAV server';
/** Apple's CalDAV server; other CalDAV servers (Fastmail, Nextcloud) give their own address. */
export const ICLOUD_CALDAV_URL = 'https://caldav.icloud.com';
