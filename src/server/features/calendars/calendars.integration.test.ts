import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_ALREADY_CONNECTED,
  CALENDAR_PERMISSIONS_MISSING,
  calendarLimitReached,
} from '../../../domain/calendar/account-messages';
import { connectedAccounts } from '../../db/schema/connected-accounts';
import { decryptCredentials } from '../../integrations/calendars/credentials-crypto';
import { setPlan, userIdOf } from '../../testing/experts';
import type { FakeCalendars } from '../../testing/fakes/calendar-adapter';
import type { TestApp, TestClient } from '../../testing/test-app';
import { CLOCK_START, calendars, calendarTestApp, connectApple, connectGoogle } from './calendars-testing';
import { keyringOf } from './connections';

// The calendars API (issue 16, cal-routes): accounts, the plan's limit, sync settings, tenancy.

let t: TestApp;
let fake: FakeCalendars;
let ada: TestClient;
let bob: TestClient;
const db = () => t.services.deps.database.db;
const accountRows = async (email: string) =>
  db()
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, await userIdOf(t, email)));

beforeAll(async () => {
  ({ t, fake } = await calendarTestApp({}, { oauth: ['google'] }));
  ada = await t.expert('ada@example.com');
  bob = await t.expert('bob@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('connecting an Apple account', () => {
  it('lists nothing before a connect, with the free plan limit and the providers set up', async () => {
    const res = await ada.request('GET', '/api/calendars');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accounts: [],
      to: null,
      limit: 2,
      canConnect: true,
      providers: { google: true, microsoft: false, apple: true },
    });
  });

  it('refuses bad input with the form schema message and stores nothing', async () => {
    const res = await ada.request('POST', '/api/calendars/apple', { username: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please enter an email address');
    const http = await ada.request('POST', '/api/calendars/apple', {
      username: 'ada@icloud.test',
      password: 'x',
      serverUrl: 'http://caldav.example',
    });
    expect(http.status).toBe(400);
    expect(http.body.error.message).toBe(
      'Failed to connect Apple account: the server address must start with https://',
    );
    expect(await accountRows('ada@example.com')).toEqual([]);
  });

  it("answers the server's refusal with 409 and its reason", async () => {
    fake.addAccount({
      provider: 'apple',
      externalId: 'https://caldav.test/wrong/',
      email: 'x@icloud.test',
      password: 'right',
    });
    const res = await ada.request('POST', '/api/calendars/apple', {
      username: 'x@icloud.test',
      password: 'wrong',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Failed to connect Apple account: The Apple ID or app-specific password was not accepted.',
    );
    expect(await accountRows('ada@example.com')).toEqual([]);
  });

  it('connects: 201 with its calendars, the primary one syncing and receiving sessions; the password stored encrypted', async () => {
    const list = calendars(
      { id: 'home', name: 'Home' },
      { id: 'holidays', name: 'Holidays', writeable: false },
    );
    const account = await connectApple(ada, fake, 'ada@icloud.test', list);
    expect(account).toEqual({
      id: expect.any(String),
      provider: 'apple',
      email: 'ada@icloud.test',
      principalName: null,
      appleId: 'ada@icloud.test',
      hasAuthError: false,
      connectedAt: expect.stringMatching(new RegExp(`^${CLOCK_START.slice(0, 15)}`)),
      calendars: [
        { id: 'holidays', name: 'Holidays', writeable: false, syncFrom: false },
        { id: 'home', name: 'Home', writeable: true, syncFrom: true },
      ],
    });
    const [row] = await accountRows('ada@example.com');
    expect(JSON.stringify(row!.credentials)).not.toContain('app-specific-1');
    expect(row!.credentials).toMatchObject({ v: 'v1', kid: expect.any(String), iv: expect.any(String) });
    expect(decryptCredentials(keyringOf(t.services.deps), row!.credentials)).toEqual({
      externalId: 'https://caldav.test/ada@icloud.test/',
      refreshToken: 'refresh-https://caldav.test/ada@icloud.test/',
    });
    const view = await ada.request('GET', '/api/calendars');
    expect(view.body.to).toEqual({ accountId: account.id, calendarId: 'home' });
    expect(JSON.stringify(view.body)).not.toContain('refresh-');
  });

  it('refuses the same account twice: This account is already connected.', async () => {
    const res = await ada.request('POST', '/api/calendars/apple', {
      username: 'ada@icloud.test',
      password: 'app-specific-1',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(CALENDAR_ALREADY_CONNECTED);
    expect(await accountRows('ada@example.com')).toHaveLength(1);
  });

  it('reconnects with accountId: 200, the problem cleared, sync settings kept', async () => {
    const [row] = await accountRows('ada@example.com');
    await db().update(connectedAccounts).set({ hasAuthError: true }).where(eq(connectedAccounts.id, row!.id));
    const res = await ada.request('POST', '/api/calendars/apple', {
      username: 'ada@icloud.test',
      password: 'app-specific-1',
      accountId: row!.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: row!.id, hasAuthError: false });
    expect(res.body.calendars.find((c: { id: string }) => c.id === 'home').syncFrom).toBe(true);
    const other = await bob.request('POST', '/api/calendars/apple', {
      username: 'ada@icloud.test',
      password: 'app-specific-1',
      accountId: row!.id,
    });
    expect(other.status).toBe(404);
  });
});

describe('connecting through OAuth', () => {
  it('starts with a consent URL carrying a signed state; refuses a provider not set up', async () => {
    const res = await bob.request('POST', '/api/calendars/oauth/google/start', {});
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin + url.pathname).toBe('https://consent.google.test/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3999/oauth-callback');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+(\.[\w-]*){5}$/);
    const microsoft = await bob.request('POST', '/api/calendars/oauth/microsoft/start', {});
    expect(microsoft.status).toBe(409);
    expect(microsoft.body.error.message).toBe(
      'Microsoft Outlook is not set up on this Slotwise installation.',
    );
  });

  it('refuses a forged, foreign or expired state with Invalid state', async () => {
    fake.addAccount({ provider: 'google', externalId: 'google-state', email: 'state@gmail.test' });
    const start = await ada.request('POST', '/api/calendars/oauth/google/start', {});
    const state = new URL(start.body.url).searchParams.get('state')!;
    const forged = `${state.slice(0, -3)}AAA`;
    for (const [who, s] of [
      [ada, forged],
      [bob, state],
      [ada, 'nonsense'],
    ] as const) {
      const res = await who.request('POST', '/api/calendars/oauth/google/connect', {
        code: fake.codeFor('google-state'),
        state: s,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Invalid state');
    }
  });

  it('refuses a grant without the needed scopes', async () => {
    fake.addAccount({ provider: 'google', externalId: 'google-scopes', email: 'scopes@gmail.test' });
    const start = await bob.request('POST', '/api/calendars/oauth/google/start', {});
    const res = await bob.request('POST', '/api/calendars/oauth/google/connect', {
      code: fake.codeFor('google-scopes', { missingScope: true }),
      state: new URL(start.body.url).searchParams.get('state'),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CALENDAR_PERMISSIONS_MISSING);
    expect(await accountRows('bob@example.com')).toEqual([]);
  });

  it('connects a Google account: 201', async () => {
    const res = await connectGoogle(bob, fake, 'bob@gmail.test');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ provider: 'google', email: 'bob@gmail.test', hasAuthError: false });
  });
});

describe('the calendar account limit (spec §9)', () => {
  it('refuses a 3rd account on the free plan, and allows 4 with the plan', async () => {
    const carol = await t.expert('carol@example.com');
    await connectApple(carol, fake, 'c1@icloud.test');
    await connectApple(carol, fake, 'c2@icloud.test');
    fake.addAccount({
      provider: 'apple',
      externalId: 'https://caldav.test/c3/',
      email: 'c3@icloud.test',
      password: 'p',
    });
    const third = await carol.request('POST', '/api/calendars/apple', {
      username: 'c3@icloud.test',
      password: 'p',
    });
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe(calendarLimitReached(2));
    const start = await carol.request('POST', '/api/calendars/oauth/google/start', {});
    expect(start.status).toBe(409);
    expect(start.body.error.message).toBe(
      'You can connect up to 2 calendar accounts on your plan. Disconnect one, or upgrade to connect more.',
    );
    expect((await carol.request('GET', '/api/calendars')).body).toMatchObject({
      limit: 2,
      canConnect: false,
    });

    await setPlan(t, 'carol@example.com', 'pro');
    expect(
      (await carol.request('POST', '/api/calendars/apple', { username: 'c3@icloud.test', password: 'p' }))
        .status,
    ).toBe(201);
    await connectApple(carol, fake, 'c4@icloud.test');
    fake.addAccount({
      provider: 'apple',
      externalId: 'https://caldav.test/c5/',
      email: 'c5@icloud.test',
      password: 'p',
    });
    const fifth = await carol.request('POST', '/api/calendars/apple', {
      username: 'c5@icloud.test',
      password: 'p',
    });
    expect(fifth.status).toBe(409);
    expect(fifth.body.error.message).toBe(calendarLimitReached(4));
    expect(await accountRows('carol@example.com')).toHaveLength(4);
  });

  it('lets only one of two concurrent connects of the same account through', async () => {
    const dan = await t.expert('dan@example.com');
    fake.addAccount({
      provider: 'apple',
      externalId: 'https://caldav.test/dan/',
      email: 'dan@icloud.test',
      password: 'p',
    });
    const input = { username: 'dan@icloud.test', password: 'p' };
    const answers = await Promise.all([
      dan.request('POST', '/api/calendars/apple', input),
      dan.request('POST', '/api/calendars/apple', input),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await accountRows('dan@example.com')).toHaveLength(1);
  });

  it('lets only the limit through when connects of different accounts race', async () => {
    const eve = await t.expert('eve@example.com');
    const inputs = [1, 2, 3].map((n) => {
      fake.addAccount({
        provider: 'apple',
        externalId: `https://caldav.test/eve${n}/`,
        email: `eve${n}@icloud.test`,
        password: 'p',
      });
      return { username: `eve${n}@icloud.test`, password: 'p' };
    });
    const answers = await Promise.all(
      inputs.map((input) => eve.request('POST', '/api/calendars/apple', input)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409]);
    expect(await accountRows('eve@example.com')).toHaveLength(2);
  });
});
