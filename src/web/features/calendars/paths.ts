import { CONNECTED_CALENDARS_PATH } from '../scheduling/paths';

// The connected calendars screens' addresses (spec doc 2 §2 Scheduling: list, connect,
// connect/apple with an optional accountId to reconnect; the popup's return /oauth-callback). The list's own
// address, CONNECTED_CALENDARS_PATH, is in scheduling/paths.ts with its siblings.
export const CONNECT_CALENDAR_PATH = `${CONNECTED_CALENDARS_PATH}/connect`;
export const CONNECT_APPLE_PATH = `${CONNECT_CALENDAR_PATH}/apple`;
export const reconnectApplePath = (accountId: string) =>
  `${CONNECT_APPLE_PATH}?accountId=${encodeURIComponent(accountId)}`;
export const OAUTH_CALLBACK_PATH = '/oauth-callback';

/** Navigation state that opens the sync settings when the list shows (after a connect). */
export type CalendarsListState = { syncSettings?: boolean };
