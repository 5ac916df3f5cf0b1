import type { AddressInfo } from 'node:net';
import type { calendar_v3 } from '@googleapis/calendar';
import { changed, type Delivery, type FakeChannel, send } from './google-calendar/push';
import { createGoogleServer } from './google-calendar/server';
import {
  createGoogleState,
  type FakeGoogleAccount,
  type GoogleCall,
  nextNumber,
  rfc3339,
} from './google-calendar/state';

// A local stand-in for Google's OAuth 2.0 and Calendar API v3 (issue 16), for the real
// google-auth-library and @googleapis/calendar to talk to in tests: the adapter's `oauthBase`
// and `apiBase` are this server's url. It holds accounts with calendars and events (typed by the
// SDK's own schemas), serves a consent page that returns to redirect_uri with code and state,
// hands out and refreshes tokens (refusing revoked ones with invalid_grant), signs ID tokens
// with its own RSA key, and answers calendarList, freeBusy and events (with sync tokens) as Google documents them.
// Its parts live in ./google-calendar: the state, the OAuth side, the Calendar API, the server.

export type SeedEvent = {
  id?: string;
  summary?: string;
  /** Instants, e.g. '2026-12-16T10:00:00Z'. */
  start: string;
  end: string;
  /** 'transparent': the event shows as free. */
  transparency?: 'opaque' | 'transparent';
  status?: 'confirmed' | 'tentative' | 'cancelled';
};

export type SeedCalendar = {
  id: string;
  summary: string;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
  primary?: boolean;
};

export type FakeGoogle = {
  /** http://127.0.0.1:<port>: the adapter's oauthBase and apiBase. */
  url: string;
  calls: GoogleCall[];
  /** An account with its calendars (the first one added answers a consent without login_hint). */
  addAccount(account: { sub: string; email: string; calendars: SeedCalendar[] }): FakeGoogleAccount;
  addEvent(sub: string, calendarId: string, event: SeedEvent): calendar_v3.Schema$Event;
  /** The events of a calendar, deleted ones (status 'cancelled') included. */
  events(sub: string, calendarId: string): calendar_v3.Schema$Event[];
  /** The consent screen grants everything asked but these (a person unticked them). */
  withholdScopes(scopes: string[]): void;
  /** Whether the token endpoint returns ID tokens (default: yes). */
  issueIdTokens(on: boolean): void;
  /** Clicks Allow (or Cancel) on the consent page at `authorizeUrl`, as a browser would: where it goes next. */
  consent(authorizeUrl: string, answer?: 'approve' | 'deny'): Promise<URL>;
  /** The account revoked our access: its refresh tokens answer invalid_grant, its access tokens 401. */
  revoke(sub: string): void;
  /** Every access token stops working before its expiry (as after a password change). */
  invalidateAccessTokens(): void;
  /** Every sync token handed out stops working: the next incremental list answers 410 Gone. */
  expireSyncTokens(): void;
  /** The Calendar API answers this status (e.g. 503) until set back to null. */
  failWith(status: number | null): void;
  /** Watch channels opened (events.watch), stopped ones included. */
  channels(): FakeChannel[];
  /** The notifications posted to channel addresses, with the status each got. */
  deliveries: Delivery[];
  /** A change made outside the API (a test edited an event): the calendar's channels are told. */
  touch(sub: string, calendarId: string): void;
  /** Posts an 'exists' message on a channel, with another token than its own when given. */
  notify(channelId: string, token?: string | null): void;
  /** Waits until every notification sent so far has been answered. */
  settle(): Promise<void>;
  close(): Promise<void>;
};

export async function startFakeGoogle(options: {
  clientId: string;
  clientSecret: string;
  /** The clock ID tokens are signed on (default Date.now; e2e: the system clock the server reads). */
  idTokenNow?: () => number;
  /** Push: channel addresses may be http (a local test server). Google takes https only. */
  allowHttpPush?: boolean;
  /** The clock push expiries are counted on (default Date.now). */
  pushNow?: () => number;
}): Promise<FakeGoogle> {
  const state = createGoogleState(options.clientId, options.clientSecret, options.idTokenNow);
  state.push.allowHttp = options.allowHttpPush ?? false;
  if (options.pushNow) state.push.now = options.pushNow;
  const server = createGoogleServer(state);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const calendarOf = (sub: string, calendarId: string) => {
    const calendar = state.accounts.get(sub)?.calendars.get(calendarId);
    if (!calendar) throw new Error(`No calendar ${calendarId} for ${sub}`);
    return calendar;
  };

  return {
    url: state.url,
    calls: state.calls,
    addAccount({ sub, email, calendars }) {
      const account: FakeGoogleAccount = { sub, email, calendars: new Map() };
      for (const c of calendars) {
        const entry: calendar_v3.Schema$CalendarListEntry = {
          kind: 'calendar#calendarListEntry',
          id: c.id,
          summary: c.summary,
          accessRole: c.accessRole,
          timeZone: 'Europe/London',
          ...(c.primary && { primary: true }),
        };
        account.calendars.set(c.id, { entry, events: new Map() });
      }
      state.accounts.set(sub, account);
      return account;
    },
    addEvent(sub, calendarId, seed) {
      const id = seed.id ?? `seeded${nextNumber(state)}`;
      const event: calendar_v3.Schema$Event = {
        kind: 'calendar#event',
        id,
        status: seed.status ?? 'confirmed',
        summary: seed.summary ?? 'Busy',
        start: { dateTime: rfc3339(Date.parse(seed.start)) },
        end: { dateTime: rfc3339(Date.parse(seed.end)) },
        ...(seed.transparency && { transparency: seed.transparency }),
      };
      calendarOf(sub, calendarId).events.set(id, event);
      changed(state, sub, calendarId);
      return event;
    },
    events: (sub, calendarId) => [...calendarOf(sub, calendarId).events.values()],
    withholdScopes(scopes) {
      state.withheldScopes = new Set(scopes);
    },
    issueIdTokens(on) {
      state.idTokens = on;
    },
    async consent(authorizeUrl, answer = 'approve') {
      const page = await fetch(authorizeUrl);
      const html = await page.text();
      if (!page.ok) throw new Error(`Consent page answered ${page.status}: ${html}`);
      const form = html.split('<form').find((f) => f.includes(`/auth/${answer}`)) ?? '';
      const fields = new URLSearchParams();
      for (const [, name, value] of form.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
        fields.set(
          name!,
          value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
        );
      }
      const next = await fetch(`${state.url}/o/oauth2/v2/auth/${answer}`, {
        method: 'POST',
        body: fields,
        redirect: 'manual',
      });
      return new URL(next.headers.get('location') ?? '');
    },
    revoke(sub) {
      for (const grant of state.refreshTokens.values()) if (grant.sub === sub) grant.revoked = true;
      for (const [token, grant] of state.accessTokens)
        if (grant.sub === sub) state.accessTokens.delete(token);
    },
    invalidateAccessTokens() {
      state.accessTokens.clear();
    },
    expireSyncTokens() {
      state.syncTokens.clear();
    },
    failWith(status) {
      state.failure = status;
    },
    channels: () => [...state.push.channels.values()],
    deliveries: state.push.deliveries,
    touch: (sub, calendarId) => changed(state, sub, calendarId),
    notify: (channelId, token) => send(state, channelId, 'exists', token),
    async settle() {
      while (state.push.pending.size > 0) await Promise.all([...state.push.pending]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
