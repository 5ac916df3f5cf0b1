import { describe, expect, it, vi } from 'vitest';
import { GOOGLE_SCOPES } from '../../../domain/calendar/accounts';
import { createGoogleCalendarAdapter } from './google';
import {
  ADA,
  BOB,
  CLIENT_ID,
  connectGoogle,
  fakeGoogleForFile,
  noStore,
  REDIRECT,
  WORK,
} from './google-testing';
import {
  CalendarAuthError,
  type CalendarCredentials,
  CalendarScopeError,
  CalendarUnavailableError,
} from './port';

// The Google adapter through google-auth-library and @googleapis/calendar, pointed at a local
// fake of Google's OAuth and Calendar API (issue 16): the consent URL, connect, scopes, token
// refresh and Google's refusals. The open account's calendars, busy times and events are in
// google-connection.integration.test.ts.

const ctx = fakeGoogleForFile();
const connect = (loginHint?: string) => connectGoogle(ctx, loginHint);

describe('connecting a Google account', () => {
  it('asks for the spec scopes, offline access, fresh consent, the state and the redirect', () => {
    const url = new URL(
      createGoogleCalendarAdapter(ctx.options).authorizeUrl('state-123', REDIRECT, 'ada@example.com'),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${ctx.google.url}/o/oauth2/v2/auth`);
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
      client_id: CLIENT_ID,
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
    const adapter = createGoogleCalendarAdapter(ctx.options);
    const back = await ctx.google.consent(adapter.authorizeUrl('state-123', REDIRECT, 'ada@example.com'));
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
    expect(ctx.google.calls.some((c) => c.path === '/oauth2/v1/certs')).toBe(true);
  });

  it('takes the primary calendar as the account when Google sends no ID token', async () => {
    ctx.google.issueIdTokens(false);
    const identity = await connect('bob@example.com');
    expect([identity.externalId, identity.email]).toEqual(['bob@example.com', 'bob@example.com']);
  });

  it('refuses a grant without a needed scope (CalendarScopeError)', async () => {
    ctx.google.withholdScopes(['https://www.googleapis.com/auth/calendar.freebusy']);
    const failure = connect().catch((e: unknown) => e);
    await expect(failure).resolves.toBeInstanceOf(CalendarScopeError);
    await expect(failure).resolves.toHaveProperty(
      'message',
      'Scopes not granted: https://www.googleapis.com/auth/calendar.freebusy',
    );
  });

  it('returns access_denied with the state when the person cancels', async () => {
    const adapter = createGoogleCalendarAdapter(ctx.options);
    const back = await ctx.google.consent(adapter.authorizeUrl('state-9', REDIRECT), 'deny');
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'state-9' });
  });

  it('refuses a code used twice (CalendarAuthError)', async () => {
    const adapter = createGoogleCalendarAdapter(ctx.options);
    const back = await ctx.google.consent(adapter.authorizeUrl('s', REDIRECT));
    await adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT);
    await expect(adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT)).rejects.toBeInstanceOf(
      CalendarAuthError,
    );
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
    const connection = createGoogleCalendarAdapter(ctx.options).open(expired(credentials), stored);
    const before = ctx.google.calls.length;
    await connection.listCalendars();
    expect(stored).toHaveBeenCalledTimes(1);
    const next = stored.mock.calls[0]![0];
    expect(next).toEqual({
      refreshToken: credentials.refreshToken,
      accessToken: expect.stringMatching(/^ya29\.fake-\d+$/),
      expiresAt: expect.any(Number),
    });
    expect(next.accessToken).not.toBe(credentials.accessToken);
    const calls = ctx.google.calls.slice(before);
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
    ctx.google.invalidateAccessTokens();
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const connection = createGoogleCalendarAdapter(ctx.options).open(credentials, stored);
    expect(await connection.listCalendars()).toHaveLength(4);
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it('answers CalendarAuthError when the refresh token was revoked', async () => {
    const { credentials } = await connect('bob@example.com');
    ctx.google.revoke(BOB);
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const adapter = createGoogleCalendarAdapter(ctx.options);
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
    ctx.google.failWith(503);
    const connection = createGoogleCalendarAdapter(ctx.options).open(credentials, noStore);
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
    ctx.google.failWith(null);

    const closed = createGoogleCalendarAdapter({ ...ctx.options, apiBase: 'http://127.0.0.1:9' });
    await expect(closed.open(credentials, noStore).listCalendars()).rejects.toBeInstanceOf(
      CalendarUnavailableError,
    );
  });
});
