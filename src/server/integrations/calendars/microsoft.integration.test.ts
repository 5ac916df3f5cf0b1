import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MICROSOFT_SCOPES } from '../../../domain/calendar/accounts';
import { type FakeMicrosoft, startFakeMicrosoft } from '../../testing/fakes/microsoft-graph';
import { createMicrosoftCalendarAdapter, type MicrosoftCalendarOptions } from './microsoft';
import {
  CalendarAuthError,
  type CalendarCredentials,
  type CalendarEventInput,
  CalendarScopeError,
  CalendarUnavailableError,
} from './port';

// The Microsoft adapter — the identity platform's code flow by fetch, Graph through
// @microsoft/microsoft-graph-client — pointed at a local fake of both (issue 16): the consent
// URL, connect, scopes, calendars, busy times from calendarView, the session's event, token
// refresh and Microsoft's refusals. Every instant is fixed.

const REDIRECT = 'http://localhost:3000/oauth-callback';
const ADA = '6e1c6f1a-0000-4000-8000-00000000ada1';
const BOB = '6e1c6f1a-0000-4000-8000-00000000b0b1';
const MAIN = 'AAMkAGI2main=';
const WORK = 'AAMkAGI2work/team+1=';
const SHARED = 'AAMkAGI2shared=';

let microsoft: FakeMicrosoft;
let options: MicrosoftCalendarOptions;

beforeAll(async () => {
  microsoft = await startFakeMicrosoft({ clientId: 'ms-client-id', clientSecret: 'ms-secret' });
  microsoft.addMailbox({
    id: ADA,
    mail: 'ada@contoso.example',
    userPrincipalName: 'ada@contoso.example',
    calendars: [
      { id: MAIN, name: 'Calendar', canEdit: true, isDefaultCalendar: true },
      { id: WORK, name: 'Work', canEdit: true },
      { id: SHARED, name: "Bob's calendar", canEdit: false },
    ],
  });
  microsoft.addMailbox({
    id: BOB,
    mail: null,
    userPrincipalName: 'bob@outlook.example',
    calendars: [{ id: 'AAMkAGbob=', name: 'Calendar', canEdit: true, isDefaultCalendar: true }],
  });
  options = {
    clientId: 'ms-client-id',
    clientSecret: 'ms-secret',
    tenant: 'common',
    graphBase: microsoft.url,
    loginBase: microsoft.url,
  };
});
afterAll(async () => {
  await microsoft?.close();
});
afterEach(() => {
  microsoft.withholdScopes([]);
  microsoft.failWith(null);
});

async function connect(loginHint = 'ada@contoso.example') {
  const adapter = createMicrosoftCalendarAdapter(options);
  const back = await microsoft.consent(adapter.authorizeUrl('state-123', REDIRECT, loginHint));
  return adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT);
}

const noStore = async () => {};
const at = (iso: string) => Date.parse(iso);

describe('connecting a Microsoft account', () => {
  it('asks for the spec scopes with the state and the redirect, on the tenant', () => {
    const url = new URL(
      createMicrosoftCalendarAdapter(options).authorizeUrl('state-123', REDIRECT, 'ada@contoso.example'),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${microsoft.url}/common/oauth2/v2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'ms-client-id',
      response_type: 'code',
      redirect_uri: REDIRECT,
      response_mode: 'query',
      scope: 'Calendars.ReadWrite User.Read email profile offline_access openid',
      state: 'state-123',
      login_hint: 'ada@contoso.example',
    });
    expect(url.searchParams.get('scope')).toBe(MICROSOFT_SCOPES.join(' '));
  });

  it("goes to Microsoft's own sign-in without a test base, on the tenant asked for", () => {
    const adapter = createMicrosoftCalendarAdapter({
      clientId: 'id',
      clientSecret: 's',
      tenant: 'organizations',
    });
    const url = new URL(adapter.authorizeUrl('s', REDIRECT));
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize',
    );
  });

  it('returns to the redirect with code and state, and the code gives the account from /me', async () => {
    const adapter = createMicrosoftCalendarAdapter(options);
    const back = await microsoft.consent(adapter.authorizeUrl('state-123', REDIRECT, 'ada@contoso.example'));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-123');
    const identity = await adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT);
    expect(identity).toEqual({
      externalId: ADA,
      email: 'ada@contoso.example',
      principalName: 'ada@contoso.example',
      credentials: {
        refreshToken: expect.stringMatching(/^0\.fake-refresh-\d+$/),
        accessToken: expect.stringMatching(/^eyJ0\.fake-access-\d+$/),
        expiresAt: expect.any(Number),
      },
    });
    const exchange = microsoft.calls.findLast((c) => c.path === '/common/oauth2/v2.0/token');
    expect(exchange?.body).toEqual({
      client_id: 'ms-client-id',
      client_secret: 'ms-secret',
      scope: MICROSOFT_SCOPES.join(' '),
      grant_type: 'authorization_code',
      code: back.searchParams.get('code'),
      redirect_uri: REDIRECT,
    });
  });

  it('takes the sign-in name as the address of an account without mail', async () => {
    const identity = await connect('bob@outlook.example');
    expect([identity.externalId, identity.email, identity.principalName]).toEqual([
      BOB,
      'bob@outlook.example',
      'bob@outlook.example',
    ]);
  });

  it('refuses a grant without Calendars.ReadWrite (CalendarScopeError)', async () => {
    microsoft.withholdScopes(['Calendars.ReadWrite']);
    const failure = connect().catch((e: unknown) => e);
    await expect(failure).resolves.toBeInstanceOf(CalendarScopeError);
    await expect(failure).resolves.toHaveProperty('message', 'Scopes not granted: Calendars.ReadWrite');
  });

  it('refuses a grant without offline access (CalendarScopeError)', async () => {
    microsoft.withholdScopes(['offline_access']);
    await expect(connect()).rejects.toThrow(new CalendarScopeError('Scopes not granted: offline_access'));
  });

  it('returns access_denied with the state when the person cancels', async () => {
    const adapter = createMicrosoftCalendarAdapter(options);
    const back = await microsoft.consent(adapter.authorizeUrl('state-9', REDIRECT), 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-9');
  });
});

describe('an open Microsoft account', () => {
  it('lists its calendars, writeable where it can edit, with the default one', async () => {
    const { credentials } = await connect();
    const calendars = await createMicrosoftCalendarAdapter(options)
      .open(credentials, noStore)
      .listCalendars();
    // Three calendars come over two pages (the fake pages at three items, Graph pages as it likes).
    expect(calendars).toEqual([
      { id: MAIN, name: 'Calendar', writeable: true, primary: true },
      { id: WORK, name: 'Work', writeable: true, primary: false },
      { id: SHARED, name: "Bob's calendar", writeable: false, primary: false },
    ]);
  });

  it('answers busy times from calendarView: free is not busy, tentative, away and elsewhere are, clipped and merged', async () => {
    microsoft.addEvent(ADA, MAIN, { start: '2026-12-16T07:00:00Z', end: '2026-12-16T08:30:00Z' });
    microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T09:00:00Z',
      end: '2026-12-16T09:30:00Z',
      showAs: 'free',
    });
    microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T10:00:00Z',
      end: '2026-12-16T11:00:00Z',
      showAs: 'tentative',
    });
    microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T10:30:00Z',
      end: '2026-12-16T11:30:00Z',
      showAs: 'oof',
    });
    microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T12:00:00Z',
      end: '2026-12-16T13:00:00Z',
      showAs: 'workingElsewhere',
    });
    microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T14:00:00Z',
      end: '2026-12-16T15:00:00Z',
      isCancelled: true,
    });
    microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T16:00:00Z',
      end: '2026-12-16T16:30:00Z',
      showAs: 'unknown',
    });
    microsoft.addEvent(ADA, WORK, { start: '2026-12-16T17:30:00Z', end: '2026-12-16T19:00:00Z' });
    const { credentials } = await connect();
    const connection = createMicrosoftCalendarAdapter(options).open(credentials, noStore);
    const before = microsoft.calls.length;
    const busy = await connection.busy(
      [MAIN, WORK, 'AAMkAGgone='],
      at('2026-12-16T08:00:00Z'),
      at('2026-12-16T18:00:00Z'),
    );
    expect(Object.fromEntries(busy)).toEqual({
      [MAIN]: [
        { start: at('2026-12-16T08:00:00Z'), end: at('2026-12-16T08:30:00Z') },
        { start: at('2026-12-16T10:00:00Z'), end: at('2026-12-16T11:30:00Z') },
        { start: at('2026-12-16T12:00:00Z'), end: at('2026-12-16T13:00:00Z') },
        { start: at('2026-12-16T16:00:00Z'), end: at('2026-12-16T16:30:00Z') },
      ],
      [WORK]: [{ start: at('2026-12-16T17:30:00Z'), end: at('2026-12-16T18:00:00Z') }],
      'AAMkAGgone=': [],
    });
    const views = microsoft.calls.slice(before).filter((c) => c.path.endsWith('/calendarView'));
    // Seven events in MAIN over pages of three: three requests, each in UTC, the window exact.
    expect(
      views.filter((c) => c.path === `/v1.0/me/calendars/${encodeURIComponent(MAIN)}/calendarView`),
    ).toHaveLength(3);
    expect(views[0]!.query).toMatchObject({
      startDateTime: '2026-12-16T08:00:00.000Z',
      endDateTime: '2026-12-16T18:00:00.000Z',
    });
    expect(views[0]!.headers.prefer).toBe('outlook.timezone="UTC"');
  });

  it("writes the session's event once, moves it and deletes it", async () => {
    const { credentials } = await connect();
    const connection = createMicrosoftCalendarAdapter(options).open(credentials, noStore);
    const session: CalendarEventInput = {
      sessionId: 'ses_01J8ZQ4',
      title: 'Coaching with Ada',
      description:
        'Client: Carl Client\nJoin: https://slotwise.test/call/1\nManage: https://slotwise.test/m/1',
      location: 'Online',
      start: at('2026-12-17T09:00:00Z'),
      end: at('2026-12-17T10:00:00Z'),
      timeZone: 'Europe/London',
    };
    const first = await connection.putEvent(WORK, session, null);
    expect(await connection.putEvent(WORK, session, null)).toBe(first);
    const written = () => microsoft.events(ADA, WORK).filter((e) => e.transactionId === 'ses_01J8ZQ4');
    expect(written()).toHaveLength(1);
    expect(written()[0]).toMatchObject({
      id: first,
      subject: 'Coaching with Ada',
      body: {
        contentType: 'text',
        content: 'Client: Carl Client\nJoin: https://slotwise.test/call/1\nManage: https://slotwise.test/m/1',
      },
      location: { displayName: 'Online' },
      start: { dateTime: '2026-12-17T09:00:00.0000000', timeZone: 'UTC' },
      end: { dateTime: '2026-12-17T10:00:00.0000000', timeZone: 'UTC' },
      showAs: 'busy',
    });

    const moved = { ...session, start: at('2026-12-18T14:00:00Z'), end: at('2026-12-18T15:00:00Z') };
    expect(await connection.putEvent(WORK, moved, first)).toBe(first);
    expect(written().map((e) => e.start?.dateTime)).toEqual(['2026-12-18T14:00:00.0000000']);
    // A create retried after the move (its id was lost) finds the first event and moves it too.
    const later = { ...session, start: at('2026-12-19T14:00:00Z'), end: at('2026-12-19T15:00:00Z') };
    expect(await connection.putEvent(WORK, later, null)).toBe(first);
    expect(written().map((e) => e.start?.dateTime)).toEqual(['2026-12-19T14:00:00.0000000']);

    await connection.deleteEvent(WORK, first);
    expect(written()).toEqual([]);
    await connection.deleteEvent(WORK, first);
  });
});

describe('Microsoft tokens and refusals', () => {
  const expired = (credentials: CalendarCredentials): CalendarCredentials => ({
    ...credentials,
    accessToken: 'eyJ0.stale',
    expiresAt: Date.now() - 60_000,
  });

  it('refreshes an expired access token first and hands the rotated tokens to onCredentials', async () => {
    const { credentials } = await connect();
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const connection = createMicrosoftCalendarAdapter(options).open(expired(credentials), stored);
    const before = microsoft.calls.length;
    await connection.listCalendars();
    expect(stored).toHaveBeenCalledTimes(1);
    const next = stored.mock.calls[0]![0];
    expect(next).toEqual({
      refreshToken: expect.stringMatching(/^0\.fake-refresh-\d+$/),
      accessToken: expect.stringMatching(/^eyJ0\.fake-access-\d+$/),
      expiresAt: expect.any(Number),
    });
    expect(next.refreshToken).not.toBe(credentials.refreshToken);
    const calls = microsoft.calls.slice(before);
    expect(calls[0]!.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: credentials.refreshToken,
    });
    expect(calls[1]!.headers.authorization).toBe(`Bearer ${next.accessToken}`);
  });

  it('refreshes after a 401 on a token that has not expired yet, and retries once', async () => {
    const { credentials } = await connect();
    microsoft.invalidateAccessTokens();
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const connection = createMicrosoftCalendarAdapter(options).open(credentials, stored);
    expect(await connection.listCalendars()).toHaveLength(3);
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it('answers CalendarAuthError when the refresh token was revoked', async () => {
    const { credentials } = await connect('bob@outlook.example');
    microsoft.revoke(BOB);
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const adapter = createMicrosoftCalendarAdapter(options);
    await expect(adapter.open(expired(credentials), stored).listCalendars()).rejects.toBeInstanceOf(
      CalendarAuthError,
    );
    await expect(adapter.open(credentials, stored).busy(['AAMkAGbob='], 0, 1000)).rejects.toBeInstanceOf(
      CalendarAuthError,
    );
    expect(stored).not.toHaveBeenCalled();
  });

  it('answers CalendarUnavailableError when Graph answers 503 or cannot be reached', async () => {
    const { credentials } = await connect();
    microsoft.failWith(503);
    const connection = createMicrosoftCalendarAdapter(options).open(credentials, noStore);
    await expect(
      connection.busy([MAIN], at('2026-12-16T08:00:00Z'), at('2026-12-16T09:00:00Z')),
    ).rejects.toBeInstanceOf(CalendarUnavailableError);
    microsoft.failWith(null);
    const closed = createMicrosoftCalendarAdapter({ ...options, graphBase: 'http://127.0.0.1:9' });
    await expect(closed.open(credentials, noStore).listCalendars()).rejects.toBeInstanceOf(
      CalendarUnavailableError,
    );
    const noLogin = createMicrosoftCalendarAdapter({ ...options, loginBase: 'http://127.0.0.1:9' });
    await expect(noLogin.open(expired(credentials), noStore).listCalendars()).rejects.toBeInstanceOf(
      CalendarUnavailableError,
    );
  });
});
