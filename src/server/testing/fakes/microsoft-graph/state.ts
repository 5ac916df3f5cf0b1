import type { Calendar, Event, Subscription, User } from '@microsoft/microsoft-graph-types';

// What the fake Microsoft holds: mailboxes (a Graph user with calendars and events, typed by
// @microsoft/microsoft-graph-types), the grants its identity platform handed out, and every call.

export type FakeMailbox = {
  user: User;
  calendars: Map<string, Calendar>;
  /** Events by id (unique in the mailbox), with the calendar each lives in. */
  events: Map<string, { calendarId: string; event: Event }>;
};

export type Grant = { userId: string; scopes: string[] };

export type MicrosoftCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
};

/** A subscription (POST /subscriptions) as the fake keeps it. */
export type FakeSubscription = {
  subscription: Subscription;
  userId: string;
  calendarId: string;
  deleted: boolean;
};

export type GraphDelivery = {
  subscriptionId: string;
  kind: 'validation' | 'notification';
  clientState: string | null;
  status: number;
};

export type Answer = { status: number; body: unknown };

/** A delta page's row: the event as it is now, or (removed) its id. */
export type DeltaItem = Event | { id: string; '@removed': { reason: 'changed' | 'deleted' } };

export type DeltaState = {
  userId: string;
  calendarId: string;
  from: number;
  to: number;
  seen: Map<string, string>;
};

export type MicrosoftState = {
  url: string;
  clientId: string;
  clientSecret: string;
  mailboxes: Map<string, FakeMailbox>;
  codes: Map<string, Grant & { redirectUri: string }>;
  accessTokens: Map<string, Grant & { expiresAt: number }>;
  refreshTokens: Map<string, Grant & { revoked: boolean }>;
  withheldScopes: Set<string>;
  /** Graph pages collections before $top, as it may: at most this many items a page. */
  pageSize: number;
  /** Graph answers this status while set. */
  failure: number | null;
  /**
   * calendarView delta rounds: each $deltatoken (and $skiptoken of a round in progress) with the
   * calendar, the window of the round's first request and each event in it as it was then (JSON).
   */
  deltaTokens: Map<string, DeltaState>;
  skipTokens: Map<string, { items: DeltaItem[]; offset: number; next: DeltaState }>;
  calls: MicrosoftCall[];
  /** Subscriptions (change notifications) and what was posted to their notificationUrls. */
  push: {
    subscriptions: Map<string, FakeSubscription>;
    deliveries: GraphDelivery[];
    pending: Set<Promise<void>>;
    /** notificationUrls may be http (a local test server); Graph takes https only. */
    allowHttp: boolean;
    /** The clock subscription expiries are counted on. */
    now: () => number;
  };
  counter: number;
};

export function createMicrosoftState(clientId: string, clientSecret: string): MicrosoftState {
  return {
    url: '',
    clientId,
    clientSecret,
    mailboxes: new Map(),
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    withheldScopes: new Set(),
    pageSize: 3,
    failure: null,
    deltaTokens: new Map(),
    skipTokens: new Map(),
    calls: [],
    push: {
      subscriptions: new Map(),
      deliveries: [],
      pending: new Set(),
      allowHttp: false,
      now: () => Date.now(),
    },
    counter: 0,
  };
}

export const nextNumber = (state: MicrosoftState) => ++state.counter;

/** Graph's error body. */
export const graphError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': 'fake' } } },
});

/** Graph's UTC wall time: '2026-12-16T10:00:00.0000000'. */
export const graphDateTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}.0000000`;
