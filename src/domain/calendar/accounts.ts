import { z } from 'zod';

// spec doc 2: Connected calendars (§2 Scheduling), Connected account and settings.calendarSync
// (§3), Calendar account (§4), the Apple calendar form (§5), the increased calendar limit (§6),
// integrationsConnectAccount / DisconnectAccount / RefreshCalendarAccounts and the popups (§7),
// the calendar errors (§8) and the calendar account limit (§9). Issue 16, ADR 039. The server
// validates with these schemas, and the forms use the same ones.

import {
  APPLE_ID_INVALID,
  APPLE_PASSWORD_MISSING,
  CALDAV_URL_INVALID,
  CALENDAR_PROVIDERS,
} from './account-messages';

export type { CalendarProvider } from './account-messages';
export {
  APPLE_CONNECT_FAILED,
  APPLE_ID_INVALID,
  APPLE_PASSWORD_MISSING,
  CALDAV_URL_INVALID,
  CALENDAR_ALREADY_CONNECTED,
  CALENDAR_AUTH_PROBLEM,
  CALENDAR_INTERRUPTED,
  CALENDAR_PERMISSIONS_MISSING,
  CALENDAR_POPUP_BLOCKED,
  CALENDAR_PROVIDER_LABELS,
  CALENDAR_PROVIDERS,
  calendarLimitReached,
  GOOGLE_SCOPES,
  ICLOUD_CALDAV_URL,
  MICROSOFT_SCOPES,
  OAUTH_POPUP,
} from './account-messages';

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

/**
 * The answer of the calendar list refresh (§7 integrationsRefreshCalendarAccounts): the accounts,
 * and those whose provider could not be reached just now (their stored list is kept).
 */
export const calendarRefreshView = calendarAccountsView.extend({
  notRefreshed: z.array(z.string()),
});
export type CalendarRefreshView = z.infer<typeof calendarRefreshView>;
