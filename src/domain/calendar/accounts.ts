import { z } from 'zod';

// spec doc 2: Connected calendars (§2 Scheduling), Connected account and settings.calendarSync
// (§3), Calendar account (§4), the Apple calendar form (§5), the increased calendar limit (§6),
// integrationsConnectAccount / DisconnectAccount / RefreshCalendarAccounts and the popups (§7),
// the calendar errors (§8) and the calendar account limit (§9). Issue 16, ADR 039. The server
// validates with these schemas, and the forms use the same ones.

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

const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const appleConnectInput = z.object({
  username: z.string(APPLE_ID_INVALID).trim().max(254, APPLE_ID_INVALID).regex(BASIC_EMAIL, APPLE_ID_INVALID),
  password: z.string(APPLE_PASSWORD_MISSING).min(1, APPLE_PASSWORD_MISSING).max(200),
  /** Empty or absent: iCloud. Otherwise another CalDAV server's address. */
  serverUrl: z
    .string(CALDAV_URL_INVALID)
    .trim()
    .max(500, CALDAV_URL_INVALID)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), CALDAV_URL_INVALID)
    .optional(),
  /** §2: `connect/apple?accountId=` reconnects that account. */
  accountId: z.string().max(100).optional(),
});
export type AppleConnectInput = z.infer<typeof appleConnectInput>;

/** The popup's return: the code and state it came back with (§7 integrationsConnectAccount). */
export const oauthConnectInput = z.object({
  code: z.string().min(1).max(4000),
  state: z.string().min(1).max(1000),
});
export type OauthConnectInput = z.infer<typeof oauthConnectInput>;

/** §3 settings.calendarSync: 'from' calendar ids per account; 'to' one account and calendar. */
export const calendarSyncInput = z.object({
  from: z.record(z.string().max(100), z.array(z.string().min(1).max(1000)).max(100)),
  to: z.object({ accountId: z.string().max(100), calendarId: z.string().min(1).max(1000) }).nullable(),
});
export type CalendarSyncInput = z.infer<typeof calendarSyncInput>;

export const calendarView = z.object({
  id: z.string(),
  name: z.string(),
  writeable: z.boolean(),
  /** Its busy times block slots (settings.calendarSync.from). */
  syncFrom: z.boolean(),
});
export type CalendarView = z.infer<typeof calendarView>;

export const calendarAccountView = z.object({
  id: z.string(),
  provider: z.enum(CALENDAR_PROVIDERS),
  email: z.string().nullable(),
  principalName: z.string().nullable(),
  appleId: z.string().nullable(),
  hasAuthError: z.boolean(),
  connectedAt: z.string(),
  calendars: z.array(calendarView),
});
export type CalendarAccountView = z.infer<typeof calendarAccountView>;

export const calendarAccountsView = z.object({
  accounts: z.array(calendarAccountView),
  /** settings.calendarSync.to: where new sessions are written, or null. */
  to: z.object({ accountId: z.string(), calendarId: z.string() }).nullable(),
  /** The plan's limit (§9) and whether another account may be connected. */
  limit: z.number().int(),
  canConnect: z.boolean(),
  /** Which providers this installation can connect (Google and Microsoft need their app keys). */
  providers: z.object({ google: z.boolean(), microsoft: z.boolean(), apple: z.boolean() }),
});
export type CalendarAccountsView = z.infer<typeof calendarAccountsView>;
