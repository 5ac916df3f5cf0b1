import type { AddressInfo } from 'node:net';
import type { Event } from '@microsoft/microsoft-graph-types';
import { createMicrosoftServer } from './microsoft-graph/server';
import {
  createMicrosoftState,
  type FakeMailbox,
  graphDateTime,
  type MicrosoftCall,
  nextNumber,
} from './microsoft-graph/state';
import {
  calendarChanged,
  type FakeSubscription,
  type GraphDelivery,
  notifySubscription,
} from './microsoft-graph/subscriptions';

// A local stand-in for the Microsoft identity platform (v2.0 code flow) and Microsoft Graph's
// calendar endpoints (issue 16), for the Microsoft adapter's fetch and the real
// @microsoft/microsoft-graph-client to talk to in tests: the adapter's `loginBase` and
// `graphBase` are this server's url. It holds mailboxes with calendars and events (typed by
// @microsoft/microsoft-graph-types), serves a sign-in page that returns to redirect_uri with code
// and state, hands out rotating refresh tokens (refusing revoked ones with invalid_grant), and
// answers /me, calendars, calendarView (and its delta) and events as Graph documents them. Its parts live in
// ./microsoft-graph: the state, the login side, the Graph side, the server.

export type SeedGraphEvent = {
  subject?: string;
  /** Instants, e.g. '2026-12-16T10:00:00Z'. */
  start: string;
  end: string;
  showAs?: 'free' | 'tentative' | 'busy' | 'oof' | 'workingElsewhere' | 'unknown';
  isCancelled?: boolean;
};

export type FakeMicrosoft = {
  /** http://127.0.0.1:<port>: the adapter's loginBase and graphBase. */
  url: string;
  calls: MicrosoftCall[];
  /** A mailbox (the first one added answers a sign-in without login_hint). */
  addMailbox(mailbox: {
    id: string;
    mail: string | null;
    userPrincipalName: string;
    calendars: Array<{ id: string; name: string; canEdit: boolean; isDefaultCalendar?: boolean }>;
  }): FakeMailbox;
  addEvent(userId: string, calendarId: string, event: SeedGraphEvent): Event;
  /** The events of a calendar (deleted ones are gone, as in Graph). */
  events(userId: string, calendarId: string): Event[];
  /** The consent grants everything asked but these (e.g. Calendars.ReadWrite refused by policy). */
  withholdScopes(scopes: string[]): void;
  /** Clicks Accept (or Cancel) on the sign-in page at `authorizeUrl`, as a browser would: where it goes next. */
  consent(authorizeUrl: string, answer?: 'approve' | 'deny'): Promise<URL>;
  /** The person revoked our access: refresh tokens answer invalid_grant, access tokens 401. */
  revoke(userId: string): void;
  invalidateAccessTokens(): void;
  /** Every delta link handed out stops working: the next round answers 410 Gone. */
  expireDeltaTokens(): void;
  /** Graph answers this status (e.g. 503) until set back to null. */
  failWith(status: number | null): void;
  /** Subscriptions made (POST /subscriptions), deleted ones included. */
  subscriptions(): FakeSubscription[];
  /** The validation requests and notifications posted, with the status each got. */
  deliveries: GraphDelivery[];
  /** A change made outside the API: the calendar's subscriptions are told. */
  touch(userId: string, calendarId: string): void;
  /** Posts an 'updated' notification on a subscription, with another clientState when given. */
  notify(subscriptionId: string, clientState?: string | null): void;
  /** Waits until every notification sent so far has been answered. */
  settle(): Promise<void>;
  close(): Promise<void>;
};

export async function startFakeMicrosoft(options: {
  clientId: string;
  clientSecret: string;
  /** Push: notificationUrls may be http (a local test server). Graph takes https only. */
  allowHttpPush?: boolean;
  /** The clock push expiries are counted on (default Date.now). */
  pushNow?: () => number;
}): Promise<FakeMicrosoft> {
  const state = createMicrosoftState(options.clientId, options.clientSecret);
  state.push.allowHttp = options.allowHttpPush ?? false;
  if (options.pushNow) state.push.now = options.pushNow;
  const server = createMicrosoftServer(state);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const mailboxOf = (userId: string) => {
    const mailbox = state.mailboxes.get(userId);
    if (!mailbox) throw new Error(`No mailbox ${userId}`);
    return mailbox;
  };

  return {
    url: state.url,
    calls: state.calls,
    addMailbox({ id, mail, userPrincipalName, calendars }) {
      const mailbox: FakeMailbox = {
        user: { id, mail, userPrincipalName, displayName: userPrincipalName.split('@')[0] },
        calendars: new Map(
          calendars.map((c) => [
            c.id,
            { id: c.id, name: c.name, canEdit: c.canEdit, isDefaultCalendar: c.isDefaultCalendar ?? false },
          ]),
        ),
        events: new Map(),
      };
      state.mailboxes.set(id, mailbox);
      return mailbox;
    },
    addEvent(userId, calendarId, seed) {
      const mailbox = mailboxOf(userId);
      if (!mailbox.calendars.has(calendarId)) throw new Error(`No calendar ${calendarId}`);
      const event: Event = {
        id: `AAMkAGseed${nextNumber(state)}=`,
        subject: seed.subject ?? 'Busy',
        start: { dateTime: graphDateTime(Date.parse(seed.start)), timeZone: 'UTC' },
        end: { dateTime: graphDateTime(Date.parse(seed.end)), timeZone: 'UTC' },
        showAs: seed.showAs ?? 'busy',
        isCancelled: seed.isCancelled ?? false,
      };
      mailbox.events.set(event.id!, { calendarId, event });
      calendarChanged(state, userId, calendarId, 'created', event.id!);
      return event;
    },
    events: (userId, calendarId) =>
      [...mailboxOf(userId).events.values()].filter((e) => e.calendarId === calendarId).map((e) => e.event),
    withholdScopes(scopes) {
      state.withheldScopes = new Set(scopes);
    },
    async consent(authorizeUrl, answer = 'approve') {
      const page = await fetch(authorizeUrl);
      const html = await page.text();
      if (!page.ok) throw new Error(`Sign-in page answered ${page.status}: ${html}`);
      const form = html.split('<form').find((f) => f.includes(`/authorize/${answer}`)) ?? '';
      const action = form.match(/action="([^"]+)"/)?.[1] ?? '';
      const fields = new URLSearchParams();
      for (const [, name, value] of form.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
        fields.set(
          name!,
          value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
        );
      }
      const next = await fetch(`${state.url}${action}`, { method: 'POST', body: fields, redirect: 'manual' });
      return new URL(next.headers.get('location') ?? '');
    },
    revoke(userId) {
      for (const grant of state.refreshTokens.values()) if (grant.userId === userId) grant.revoked = true;
      for (const [token, grant] of state.accessTokens)
        if (grant.userId === userId) state.accessTokens.delete(token);
    },
    invalidateAccessTokens() {
      state.accessTokens.clear();
    },
    expireDeltaTokens() {
      state.deltaTokens.clear();
      state.skipTokens.clear();
    },
    failWith(status) {
      state.failure = status;
    },
    subscriptions: () => [...state.push.subscriptions.values()],
    deliveries: state.push.deliveries,
    touch: (userId, calendarId) => calendarChanged(state, userId, calendarId, 'updated', 'touched'),
    notify: (id, clientState) => notifySubscription(state, id, 'updated', 'touched', clientState),
    async settle() {
      while (state.push.pending.size > 0) await Promise.all([...state.push.pending]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
