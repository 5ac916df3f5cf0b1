// The expert's own calendars (issue 16, ADR 039): one port, an adapter per provider — Google
// (`@googleapis/calendar` + google-auth-library), Microsoft (`@microsoft/microsoft-graph-client`)
// and CalDAV (`tsdav`: Apple's iCloud and any CalDAV server: Fastmail, Nextcloud, Radicale).
// The feature (`features/calendars`) stores accounts, chooses calendars, caches busy times and
// writes sessions back; it knows providers only through this file.

export type CalendarProviderName = 'google' | 'microsoft' | 'apple';

/**
 * What an adapter keeps to reach the account again, stored encrypted at rest
 * (`connected_accounts.credentials`) and never returned by the API. OAuth: the refresh token and
 * the latest access token with its expiry; CalDAV: the server URL, username and password.
 */
export type CalendarCredentials = Record<string, string | number | null>;

/** One calendar of an account, as the provider lists it. */
export type CalendarInfo = {
  /** The provider's calendar id (CalDAV: the calendar's URL). */
  id: string;
  name: string;
  /** New sessions can be written to it. */
  writeable: boolean;
  /** The account's main calendar (the default 'to' calendar). */
  primary: boolean;
};

/** A busy interval, in epoch milliseconds, end exclusive. */
export type BusyInterval = { start: number; end: number };

/**
 * Whether a calendar changed since a sync token, and the token to ask with next time (ADR 039,
 * incremental sync). Tokens are opaque to the feature: Google's `nextSyncToken`, Microsoft's
 * calendarView `@odata.deltaLink`, CalDAV's `sync-token` (or `getctag`). `token` null: the
 * provider offers none for this calendar (or it is gone), so every refresh refetches it.
 */
export type CalendarChange = { changed: boolean; token: string | null };

/** A session as an event in the expert's calendar. */
export type CalendarEventInput = {
  /** Our session id: the event is found and updated by it (idempotent writes). */
  sessionId: string;
  title: string;
  /** Plain text: the client, the join link and the manage link, a line each. */
  description: string;
  location: string | null;
  start: number;
  end: number;
  timeZone: string;
};

/** Who the account is, after a connect. */
export type ConnectedIdentity = {
  /** The provider's stable id for the account (one connection per expert and account). */
  externalId: string;
  email: string | null;
  principalName: string | null;
  credentials: CalendarCredentials;
};

/**
 * The account's credentials were refused (a revoked or expired refresh token, a changed Apple
 * password): the account is marked `hasAuthError` and the expert asked to reconnect.
 */
export class CalendarAuthError extends Error {
  override readonly name = 'CalendarAuthError';
}

/** The consent screen's grant lacked a scope the spec needs ('Required permissions were not granted'). */
export class CalendarScopeError extends Error {
  override readonly name = 'CalendarScopeError';
}

/** The provider could not be reached or answered 5xx: retried later; a cache stays in use meanwhile. */
export class CalendarUnavailableError extends Error {
  override readonly name: string = 'CalendarUnavailableError';
}

/**
 * The server's address is refused before any request (production, ADR 039): not https, or it
 * resolves to a loopback, private, link-local or unique-local address. Connecting says why; an
 * account in use treats it like a provider that is down.
 */
export class CalendarAddressError extends CalendarUnavailableError {
  override readonly name = 'CalendarAddressError';
  constructor(readonly reason: 'not-https' | 'private-network') {
    super(
      reason === 'not-https'
        ? 'The CalDAV server address must start with https://'
        : 'The CalDAV server is on a private network',
    );
  }
}

/**
 * Push (ADR 039): a channel on which the provider posts to our endpoint when a calendar's events
 * change — a Google watch channel (events.watch) or a Microsoft Graph subscription.
 */
export type PushChannelRequest = {
  /** Our id for the channel (Google's channel id). */
  channelId: string;
  /** The secret each notification carries back (Google's channel token, Graph's clientState). */
  token: string;
  /** Our https endpoint for this provider's notifications. */
  address: string;
  /** The expiry asked for (Graph takes the instant), the provider may answer an earlier one… */
  expiresAt: number;
  /** …and the same as a lifetime (Google takes a ttl). */
  lifetimeMs: number;
};

export type OpenedPushChannel = {
  /** Google: the watched resource's id; Microsoft: the subscription's id. */
  resourceId: string;
  /** When the provider stops sending, as it answered. */
  expiresAt: number;
};

export interface CalendarPush {
  /** Opens a channel on the calendar. */
  watch(calendarId: string, request: PushChannelRequest): Promise<OpenedPushChannel>;
  /**
   * Extends a channel (Graph: PATCH of the subscription's expiry); the expiry answered. Null
   * when the provider cannot extend one (Google): the caller opens a new channel and stops this.
   */
  renew(channel: { resourceId: string }, expiresAt: number): Promise<number | null>;
  /** Stops a channel (Google channels.stop, Graph DELETE); one already gone is not an error. */
  stop(channel: { channelId: string; resourceId: string }): Promise<void>;
}

/** An open connection to one account. Adapters refresh access tokens themselves. */
export interface CalendarConnection {
  /** Push notifications, where the provider offers them (Google, Microsoft; not CalDAV). */
  readonly push?: CalendarPush;
  listCalendars(): Promise<CalendarInfo[]>;
  /** Busy intervals of each calendar in [from, to), recurring events expanded, sorted by start. */
  busy(calendarIds: readonly string[], from: number, to: number): Promise<Map<string, BusyInterval[]>>;
  /**
   * Change detection, cheap enough to run every minute: per calendar, whether anything changed
   * since its stored token, and the next token. A calendar without a token (null: never synced,
   * or a full refetch due) gets a fresh one and counts as changed; so does one whose token the
   * provider no longer accepts (Google's and Microsoft's 410 Gone: a full resync). Ask for the
   * changes before fetching busy times, so that an edit made in between shows up next time.
   * `window` is the range the busy cache holds: Microsoft's delta is bound to the range of its
   * first request; the others ignore it or use it to keep the first listing short.
   */
  changes(
    calendarIds: readonly string[],
    tokens: ReadonlyMap<string, string | null>,
    window: { from: number; to: number },
  ): Promise<Map<string, CalendarChange>>;
  /** Creates or updates the session's event; returns the provider's event id. */
  putEvent(calendarId: string, event: CalendarEventInput, knownEventId: string | null): Promise<string>;
  /** Removes the event; an event already gone is not an error. */
  deleteEvent(calendarId: string, eventId: string): Promise<void>;
}

export interface CalendarAdapter {
  readonly provider: CalendarProviderName;
  /**
   * Opens the account. `onCredentials` is called when the adapter refreshed its tokens, so the
   * feature can store the new ones (encrypted) before they are needed again.
   */
  open(
    credentials: CalendarCredentials,
    onCredentials: (next: CalendarCredentials) => Promise<void>,
  ): CalendarConnection;
}

/** Google and Microsoft: connected through an OAuth popup that returns to /oauth-callback. */
export interface OAuthCalendarAdapter extends CalendarAdapter {
  readonly provider: 'google' | 'microsoft';
  /** The consent screen's URL, with the spec's scopes, offline access and our state. */
  authorizeUrl(state: string, redirectUri: string, loginHint?: string): string;
  /** Exchanges the code; CalendarScopeError when a needed scope was not granted. */
  exchangeCode(code: string, redirectUri: string): Promise<ConnectedIdentity>;
}

/** Apple (iCloud) and other CalDAV servers: connected with a username and an app-specific password. */
export interface CaldavCalendarAdapter extends CalendarAdapter {
  readonly provider: 'apple';
  /** Signs in (CalendarAuthError when refused) and finds the account's calendar home. */
  connect(input: { serverUrl: string; username: string; password: string }): Promise<ConnectedIdentity>;
}

export type CalendarAdapters = {
  google: OAuthCalendarAdapter | null;
  microsoft: OAuthCalendarAdapter | null;
  apple: CaldavCalendarAdapter;
};
