import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOOGLE_SCOPES } from '../../../domain/calendar/accounts';
import { type FakeGoogle, startFakeGoogle } from '../../testing/fakes/google-calendar';
import { createGoogleCalendarAdapter, type GoogleCalendarOptions } from './google';
import { googleEventId } from './google-connection';
import {
  CalendarAuthError,
  type CalendarCredentials,
  type CalendarEventInput,
  CalendarScopeError,
  CalendarUnavailableError,
} from './port';

// The Google adapter through google-auth-library and @googleapis/calendar, pointed at a local
// fake of Google's OAuth and Calendar API (issue 16): the consent URL, connect, scopes, calendars,
// free/busy, the session's event, token refresh and Google's refusals. Every instant is fixed.

const REDIRECT = 'http://localhost:3000/oauth-callback';
const ADA = '108000000000000000001';
const BOB = '108000000000000000002';
const WORK = 'c_work@group.calendar.google.com';
const HOLIDAYS = 'en.uk#holiday@group.v.calendar.google.com';

let google: FakeGoogle;
let options: GoogleCalendarOptions;

beforeAll(async () => {
  google = await startFakeGoogle({
    clientId: 'google-client.apps.googleusercontent.com',
    clientSecret: 'gsecret',
  });
  google.addAccount({
    sub: ADA,
    email: 'ada@example.com',
    calendars: [
      { id: 'ada@example.com', summary: 'ada@example.com', accessRole: 'owner', primary: true },
      { id: WORK, summary: 'Work', accessRole: 'writer' },
      { id: HOLIDAYS, summary: 'Holidays in United Kingdom', accessRole: 'reader' },
    ],
  });
  google.addAccount({
    sub: BOB,
    email: 'bob@example.com',
    calendars: [{ id: 'bob@example.com', summary: 'bob@example.com', accessRole: 'owner', primary: true }],
  });
  options = {
    clientId: 'google-client.apps.googleusercontent.com',
    clientSecret: 'gsecret',
    apiBase: google.url,
    oauthBase: google.url,
  };
});
afterAll(async () => {
  await google?.close();
});
afterEach(() => {
  google.withholdScopes([]);
  google.issueIdTokens(true);
  google.failWith(null);
});

async function connect(loginHint = 'ada@example.com') {
  const adapter = createGoogleCalendarAdapter(options);
  const back = await google.consent(adapter.authorizeUrl('state-123', REDIRECT, loginHint));
  return adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT);
}

const noStore = async () => {};

describe('connecting a Google account', () => {
  it('asks for the spec scopes, offline access, fresh consent, the state and the redirect', () => {
    const url = new URL(
      createGoogleCalendarAdapter(options).authorizeUrl('state-123', REDIRECT, 'ada@example.com'),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      scope:
        'email https://www.googleapis.com/auth/calendar.calendarlist.readonly https://www.googleapis.com/auth/calendar.freebusy https://www.googleapis.com/auth/calendar.events.owned',
      state: 'state-123',
      redirect_uri: REDIRECT,
      login_hint: 'ada@example.com',
      response_type: 'code',
      client_id: 'google-client.apps.googleusercontent.com',
    });
    expect(url.searchParams.get('scope')).toBe(GOOGLE_SCOPES.join(' '));
  });

  it("goes to Google's own consent page without a test base", () => {
    const url = new URL(
      createGoogleCalendarAdapter({ clientId: 'id', clientSecret: 's' }).authorizeUrl('s', REDIRECT),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.has('login_hint')).toBe(false);
  });

  it('returns to the redirect with code and state, and the code gives the account from its verified ID token', async () => {
    const adapter = createGoogleCalendarAdapter(options);
    const back = await google.consent(adapter.authorizeUrl('state-123', REDIRECT, 'ada@example.com'));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-123');
    const identity = await adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT);
    expect(identity).toEqual({
      externalId: ADA,
      email: 'ada@example.com',
      principalName: null,
      credentials: {
        refreshToken: expect.stringMatching(/^1\/\/fake-refresh-\d+$/),
        accessToken: expect.stringMatching(/^ya29\.fake-\d+$/),
        expiresAt: expect.any(Number),
      },
    });
    expect(identity.credentials.expiresAt as number).toBeGreaterThan(Date.now() + 3500_000);
    expect(google.calls.some((c) => c.path === '/oauth2/v1/certs')).toBe(true);
  });

  it('takes the primary calendar as the account when Google sends no ID token', async () => {
    google.issueIdTokens(false);
    const identity = await connect('bob@example.com');
    expect([identity.externalId, identity.email]).toEqual(['bob@example.com', 'bob@example.com']);
  });

  it('refuses a grant without a needed scope (CalendarScopeError)', async () => {
    google.withholdScopes(['https://www.googleapis.com/auth/calendar.freebusy']);
    const failure = connect().catch((e: unknown) => e);
    await expect(failure).resolves.toBeInstanceOf(CalendarScopeError);
    await expect(failure).resolves.toHaveProperty(
      'message',
      'Scopes not granted: https://www.googleapis.com/auth/calendar.freebusy',
    );
  });

  it('returns access_denied with the state when the person cancels', async () => {
    const adapter = createGoogleCalendarAdapter(options);
    const back = await google.consent(adapter.authorizeUrl('state-9', REDIRECT), 'deny');
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'state-9' });
  });

  it('refuses a code used twice (CalendarAuthError)', async () => {
    const adapter = createGoogleCalendarAdapter(options);
    const back = await google.consent(adapter.authorizeUrl('s', REDIRECT));
    await adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT);
    await expect(adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT)).rejects.toBeInstanceOf(
      CalendarAuthError,
    );
  });
});

describe('an open Google account', () => {
  it('lists its calendars, writeable for owner and writer, with the primary one', async () => {
    const { credentials } = await connect();
    const calendars = await createGoogleCalendarAdapter(options).open(credentials, noStore).listCalendars();
    expect(calendars).toEqual([
      { id: 'ada@example.com', name: 'ada@example.com', writeable: true, primary: true },
      { id: WORK, name: 'Work', writeable: true, primary: false },
      { id: HOLIDAYS, name: 'Holidays in United Kingdom', writeable: false, primary: false },
    ]);
  });

  it('answers the busy intervals of each calendar, clipped to the window and merged', async () => {
    google.addEvent(ADA, 'ada@example.com', { start: '2026-12-16T07:00:00Z', end: '2026-12-16T08:30:00Z' });
    google.addEvent(ADA, 'ada@example.com', { start: '2026-12-16T10:00:00Z', end: '2026-12-16T11:00:00Z' });
    google.addEvent(ADA, 'ada@example.com', { start: '2026-12-16T10:30:00Z', end: '2026-12-16T11:30:00Z' });
    google.addEvent(ADA, 'ada@example.com', {
      start: '2026-12-16T13:00:00Z',
      end: '2026-12-16T14:00:00Z',
      transparency: 'transparent',
    });
    google.addEvent(ADA, 'ada@example.com', {
      start: '2026-12-16T15:00:00Z',
      end: '2026-12-16T16:00:00Z',
      status: 'cancelled',
    });
    google.addEvent(ADA, WORK, { start: '2026-12-16T17:30:00Z', end: '2026-12-16T19:00:00Z' });
    const { credentials } = await connect();
    const connection = createGoogleCalendarAdapter(options).open(credentials, noStore);
    const busy = await connection.busy(
      ['ada@example.com', WORK, 'gone@group.calendar.google.com'],
      Date.parse('2026-12-16T08:00:00Z'),
      Date.parse('2026-12-16T18:00:00Z'),
    );
    const at = (iso: string) => Date.parse(iso);
    expect(Object.fromEntries(busy)).toEqual({
      'ada@example.com': [
        { start: at('2026-12-16T08:00:00Z'), end: at('2026-12-16T08:30:00Z') },
        { start: at('2026-12-16T10:00:00Z'), end: at('2026-12-16T11:30:00Z') },
      ],
      [WORK]: [{ start: at('2026-12-16T17:30:00Z'), end: at('2026-12-16T18:00:00Z') }],
      'gone@group.calendar.google.com': [],
    });
  });

  it('asks a long window a month at a time and joins an event across the seam', async () => {
    google.addEvent(ADA, WORK, { start: '2027-01-30T22:00:00Z', end: '2027-02-01T02:00:00Z' });
    const { credentials } = await connect();
    const connection = createGoogleCalendarAdapter(options).open(credentials, noStore);
    const before = google.calls.length;
    const busy = await connection.busy(
      [WORK],
      Date.parse('2027-01-01T00:00:00Z'),
      Date.parse('2027-03-04T00:00:00Z'),
    );
    const queries = google.calls.slice(before).filter((c) => c.path === '/calendar/v3/freeBusy');
    expect(queries.map((c) => [c.body?.timeMin, c.body?.timeMax])).toEqual([
      ['2027-01-01T00:00:00.000Z', '2027-01-31T00:00:00.000Z'],
      ['2027-01-31T00:00:00.000Z', '2027-03-02T00:00:00.000Z'],
      ['2027-03-02T00:00:00.000Z', '2027-03-04T00:00:00.000Z'],
    ]);
    expect(busy.get(WORK)).toEqual([
      { start: Date.parse('2027-01-30T22:00:00Z'), end: Date.parse('2027-02-01T02:00:00Z') },
    ]);
  });

  it("writes the session's event once, moves it, deletes it, and writes it again after a delete", async () => {
    const { credentials } = await connect();
    const connection = createGoogleCalendarAdapter(options).open(credentials, noStore);
    const session: CalendarEventInput = {
      sessionId: 'ses_01J8ZQ4',
      title: 'Coaching with Ada',
      description:
        'Client: Carl Client\nJoin: https://slotwise.test/call/1\nManage: https://slotwise.test/m/1',
      location: null,
      start: Date.parse('2026-12-17T09:00:00Z'),
      end: Date.parse('2026-12-17T10:00:00Z'),
      timeZone: 'Europe/London',
    };
    const first = await connection.putEvent(WORK, session, null);
    const again = await connection.putEvent(WORK, session, null);
    expect(first).toBe(googleEventId('ses_01J8ZQ4'));
    expect(again).toBe(first);
    const written = () => google.events(ADA, WORK).filter((e) => e.id === first);
    expect(written()).toHaveLength(1);
    expect(written()[0]).toMatchObject({
      status: 'confirmed',
      summary: 'Coaching with Ada',
      description:
        'Client: Carl Client\nJoin: https://slotwise.test/call/1\nManage: https://slotwise.test/m/1',
      location: null,
      start: { dateTime: '2026-12-17T09:00:00.000Z', timeZone: 'Europe/London' },
      end: { dateTime: '2026-12-17T10:00:00.000Z', timeZone: 'Europe/London' },
      extendedProperties: { private: { slotwiseSessionId: 'ses_01J8ZQ4' } },
    });

    const moved = {
      ...session,
      start: Date.parse('2026-12-18T14:00:00Z'),
      end: Date.parse('2026-12-18T15:00:00Z'),
    };
    expect(await connection.putEvent(WORK, moved, first)).toBe(first);
    expect(written()).toHaveLength(1);
    expect(written()[0]!.start).toEqual({ dateTime: '2026-12-18T14:00:00.000Z', timeZone: 'Europe/London' });

    await connection.deleteEvent(WORK, first);
    expect(written()[0]!.status).toBe('cancelled');
    await connection.deleteEvent(WORK, first);
    await connection.deleteEvent(WORK, 'neverthere1');

    expect(await connection.putEvent(WORK, session, null)).toBe(first);
    expect(written().map((e) => [e.status, e.start?.dateTime])).toEqual([
      ['confirmed', '2026-12-17T09:00:00.000Z'],
    ]);
  });
});

describe('Google tokens and refusals', () => {
  const expired = (credentials: CalendarCredentials): CalendarCredentials => ({
    ...credentials,
    accessToken: 'ya29.stale',
    expiresAt: Date.now() - 60_000,
  });

  it('refreshes an expired access token first and hands the new one to onCredentials', async () => {
    const { credentials } = await connect();
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const connection = createGoogleCalendarAdapter(options).open(expired(credentials), stored);
    const before = google.calls.length;
    await connection.listCalendars();
    expect(stored).toHaveBeenCalledTimes(1);
    const next = stored.mock.calls[0]![0];
    expect(next).toEqual({
      refreshToken: credentials.refreshToken,
      accessToken: expect.stringMatching(/^ya29\.fake-\d+$/),
      expiresAt: expect.any(Number),
    });
    expect(next.accessToken).not.toBe(credentials.accessToken);
    const calls = google.calls.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /token',
      'GET /calendar/v3/users/me/calendarList',
    ]);
    expect(calls[0]!.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: credentials.refreshToken,
    });
    expect(calls[1]!.authorization).toBe(`Bearer ${next.accessToken}`);
  });

  it('refreshes after a 401 on a token that has not expired yet, and retries once', async () => {
    const { credentials } = await connect();
    google.invalidateAccessTokens();
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const connection = createGoogleCalendarAdapter(options).open(credentials, stored);
    expect(await connection.listCalendars()).toHaveLength(3);
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it('answers CalendarAuthError when the refresh token was revoked', async () => {
    const { credentials } = await connect('bob@example.com');
    google.revoke(BOB);
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const adapter = createGoogleCalendarAdapter(options);
    await expect(adapter.open(expired(credentials), stored).listCalendars()).rejects.toBeInstanceOf(
      CalendarAuthError,
    );
    // An unexpired token Google no longer honours: 401, refresh, invalid_grant.
    await expect(adapter.open(credentials, stored).busy(['bob@example.com'], 0, 1000)).rejects.toBeInstanceOf(
      CalendarAuthError,
    );
    expect(stored).not.toHaveBeenCalled();
  });

  it('answers CalendarUnavailableError when Google answers 503 or cannot be reached', async () => {
    const { credentials } = await connect();
    google.failWith(503);
    const connection = createGoogleCalendarAdapter(options).open(credentials, noStore);
    const from = Date.parse('2026-12-16T08:00:00Z');
    await expect(connection.busy(['ada@example.com'], from, from + 3600_000)).rejects.toBeInstanceOf(
      CalendarUnavailableError,
    );
    await expect(
      connection.putEvent(
        WORK,
        {
          sessionId: 'ses_503',
          title: 't',
          description: '',
          location: null,
          start: from,
          end: from + 3600_000,
          timeZone: 'UTC',
        },
        null,
      ),
    ).rejects.toBeInstanceOf(CalendarUnavailableError);
    google.failWith(null);

    const closed = createGoogleCalendarAdapter({ ...options, apiBase: 'http://127.0.0.1:9' });
    await expect(closed.open(credentials, noStore).listCalendars()).rejects.toBeInstanceOf(
      CalendarUnavailableError,
    );
  });
});
