import { describe, expect, it, vi } from 'vitest';
import { MICROSOFT_SCOPES } from '../../../domain/calendar/accounts';
import { createMicrosoftCalendarAdapter } from './microsoft';
import {
  ADA,
  at,
  BOB,
  connectMicrosoft,
  fakeMicrosoftForFile,
  MAIN,
  noStore,
  REDIRECT,
} from './microsoft-testing';
import {
  CalendarAuthError,
  type CalendarCredentials,
  CalendarScopeError,
  CalendarUnavailableError,
} from './port';

// The Microsoft adapter — the identity platform's code flow by fetch, Graph through
// @microsoft/microsoft-graph-client — pointed at a local fake of both (issue 16): the consent
// URL, connect, scopes, token refresh and Microsoft's refusals. The open account's calendars,
// busy times and events are in microsoft-connection.integration.test.ts.

const ctx = fakeMicrosoftForFile();
const connect = (loginHint?: string) => connectMicrosoft(ctx, loginHint);

describe('connecting a Microsoft account', () => {
  it('asks for the spec scopes with the state and the redirect, on the tenant', () => {
    const url = new URL(
      createMicrosoftCalendarAdapter(ctx.options).authorizeUrl('state-123', REDIRECT, 'ada@contoso.example'),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${ctx.microsoft.url}/common/oauth2/v2.0/authorize`);
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
    const adapter = createMicrosoftCalendarAdapter(ctx.options);
    const back = await ctx.microsoft.consent(
      adapter.authorizeUrl('state-123', REDIRECT, 'ada@contoso.example'),
    );
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
    const exchange = ctx.microsoft.calls.findLast((c) => c.path === '/common/oauth2/v2.0/token');
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
    ctx.microsoft.withholdScopes(['Calendars.ReadWrite']);
    const failure = connect().catch((e: unknown) => e);
    await expect(failure).resolves.toBeInstanceOf(CalendarScopeError);
    await expect(failure).resolves.toHaveProperty('message', 'Scopes not granted: Calendars.ReadWrite');
  });

  it('refuses a grant without offline access (CalendarScopeError)', async () => {
    ctx.microsoft.withholdScopes(['offline_access']);
    await expect(connect()).rejects.toThrow(new CalendarScopeError('Scopes not granted: offline_access'));
  });

  it('returns access_denied with the state when the person cancels', async () => {
    const adapter = createMicrosoftCalendarAdapter(ctx.options);
    const back = await ctx.microsoft.consent(adapter.authorizeUrl('state-9', REDIRECT), 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-9');
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
    const connection = createMicrosoftCalendarAdapter(ctx.options).open(expired(credentials), stored);
    const before = ctx.microsoft.calls.length;
    await connection.listCalendars();
    expect(stored).toHaveBeenCalledTimes(1);
    const next = stored.mock.calls[0]![0];
    expect(next).toEqual({
      refreshToken: expect.stringMatching(/^0\.fake-refresh-\d+$/),
      accessToken: expect.stringMatching(/^eyJ0\.fake-access-\d+$/),
      expiresAt: expect.any(Number),
    });
    expect(next.refreshToken).not.toBe(credentials.refreshToken);
    const calls = ctx.microsoft.calls.slice(before);
    expect(calls[0]!.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: credentials.refreshToken,
    });
    expect(calls[1]!.headers.authorization).toBe(`Bearer ${next.accessToken}`);
  });

  it('refreshes after a 401 on a token that has not expired yet, and retries once', async () => {
    const { credentials } = await connect();
    ctx.microsoft.invalidateAccessTokens();
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const connection = createMicrosoftCalendarAdapter(ctx.options).open(credentials, stored);
    expect(await connection.listCalendars()).toHaveLength(3);
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it('answers CalendarAuthError when the refresh token was revoked', async () => {
    const { credentials } = await connect('bob@outlook.example');
    ctx.microsoft.revoke(BOB);
    const stored = vi.fn(async (_next: CalendarCredentials) => {});
    const adapter = createMicrosoftCalendarAdapter(ctx.options);
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
    ctx.microsoft.failWith(503);
    const connection = createMicrosoftCalendarAdapter(ctx.options).open(credentials, noStore);
    await expect(
      connection.busy([MAIN], at('2026-12-16T08:00:00Z'), at('2026-12-16T09:00:00Z')),
    ).rejects.toBeInstanceOf(CalendarUnavailableError);
    ctx.microsoft.failWith(null);
    const closed = createMicrosoftCalendarAdapter({ ...ctx.options, graphBase: 'http://127.0.0.1:9' });
    await expect(closed.open(credentials, noStore).listCalendars()).rejects.toBeInstanceOf(
      CalendarUnavailableError,
    );
    const noLogin = createMicrosoftCalendarAdapter({ ...ctx.options, loginBase: 'http://127.0.0.1:9' });
    await expect(noLogin.open(expired(credentials), noStore).listCalendars()).rejects.toBeInstanceOf(
      CalendarUnavailableError,
    );
  });
});
