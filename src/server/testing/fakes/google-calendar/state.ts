import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { calendar_v3 } from '@googleapis/calendar';

// What the fake Google holds: accounts with their calendars and events (typed by
// @googleapis/calendar's own schemas), the OAuth grants it handed out, and every call received.

export type FakeGoogleCalendar = {
  entry: calendar_v3.Schema$CalendarListEntry;
  events: Map<string, calendar_v3.Schema$Event>;
};

export type FakeGoogleAccount = {
  /** Google's stable account id (the ID token's `sub`). */
  sub: string;
  email: string;
  calendars: Map<string, FakeGoogleCalendar>;
};

export type Grant = { sub: string; scopes: string[] };

export type GoogleCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Parsed JSON or form body; null when none. */
  body: Record<string, unknown> | null;
  authorization: string | null;
};

/** A watch channel (events.watch) as the fake keeps it. */
export type FakeChannel = {
  channel: calendar_v3.Schema$Channel;
  sub: string;
  calendarId: string;
  /** Where notifications go (Google does not echo it in the Channel it answers). */
  address: string;
  messages: number;
  stopped: boolean;
};

export type Delivery = { channelId: string; state: string; token: string | null; status: number };

export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export type GoogleState = {
  url: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, FakeGoogleAccount>;
  codes: Map<string, Grant & { redirectUri: string }>;
  accessTokens: Map<string, Grant & { expiresAt: number }>;
  refreshTokens: Map<string, Grant & { revoked: boolean }>;
  /** Scopes the consent screen will not grant (a person unticked them). */
  withheldScopes: Set<string>;
  /** Whether the token endpoint returns an ID token (Google does for the `email` scope). */
  idTokens: boolean;
  /**
   * The clock ID tokens are signed on. Their verifier reads its own process's clock: an e2e
   * server runs on the system clock while the test process's Date is pinned elsewhere.
   */
  idTokenNow: () => number;
  /** Seconds an access token lives (Google: 3599). */
  accessTokenLifetime: number;
  /** Calendar API calls answer this status while set. */
  failure: number | null;
  /**
   * The sync tokens handed out (events.list's nextSyncToken): the calendar and each event as it
   * was then (JSON), so a later list with the token answers what differs since.
   */
  syncTokens: Map<string, { sub: string; calendarId: string; seen: Map<string, string> }>;
  calls: GoogleCall[];
  /** Watch channels (events.watch) and the notifications sent on them. */
  push: {
    channels: Map<string, FakeChannel>;
    deliveries: Delivery[];
    pending: Set<Promise<void>>;
    /** Channel addresses may be http (a local test server); Google takes https only. */
    allowHttp: boolean;
    /** The clock channel expirations are counted on. */
    now: () => number;
  };
  signingKey: { kid: string; privateKey: KeyObject; publicPem: string };
  counter: number;
};

export function createGoogleState(
  clientId: string,
  clientSecret: string,
  idTokenNow: () => number = () => Date.now(),
): GoogleState {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    url: '',
    idTokenNow,
    clientId,
    clientSecret,
    accounts: new Map(),
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    withheldScopes: new Set(),
    idTokens: true,
    accessTokenLifetime: 3599,
    failure: null,
    syncTokens: new Map(),
    calls: [],
    push: {
      channels: new Map(),
      deliveries: [],
      pending: new Set(),
      allowHttp: false,
      now: () => Date.now(),
    },
    signingKey: {
      kid: 'fake-google-key-1',
      privateKey,
      publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    counter: 0,
  };
}

export const nextNumber = (state: GoogleState) => ++state.counter;

/** Google's JSON error body for the Calendar API. */
export const apiError = (code: number, reason: string, message: string, status?: string): Answer => ({
  status: code,
  body: {
    error: { code, message, errors: [{ domain: 'global', reason, message }], ...(status && { status }) },
  },
});

/** Google's instants as its APIs write them: RFC 3339 in UTC, without milliseconds. */
export const rfc3339 = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
