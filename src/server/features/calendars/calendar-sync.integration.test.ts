import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedAccounts } from '../../db/schema/connected-accounts';
import { userSettings } from '../../db/schema/user-settings';
import { decryptCredentials } from '../../integrations/calendars/credentials-crypto';
import { userIdOf } from '../../testing/experts';
import type { FakeCalendars } from '../../testing/fakes/calendar-adapter';
import type { TestApp, TestClient } from '../../testing/test-app';
import { calendars, calendarTestApp, connectApple, connectGoogle } from './calendars-testing';
import { keyringOf } from './connections';

// settings.calendarSync, the calendar list refresh and disconnecting (issue 16, cal-routes).

let t: TestApp;
let fake: FakeCalendars;
let bob: TestClient;
const db = () => t.services.deps.database.db;
const accountRows = async (email: string) =>
  db()
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, await userIdOf(t, email)));

beforeAll(async () => {
  ({ t, fake } = await calendarTestApp());
  bob = await t.expert('bob@example.com');
  expect((await connectGoogle(bob, fake, 'bob@gmail.test')).status).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('sync settings', () => {
  let frank: TestClient;
  let accountId: string;

  beforeAll(async () => {
    frank = await t.expert('frank@example.com');
    const list = calendars({ id: 'work' }, { id: 'family' }, { id: 'shared', writeable: false });
    accountId = (await connectApple(frank, fake, 'frank@icloud.test', list)).id;
  });

  it("sets 'from' and 'to' in one go", async () => {
    const res = await frank.request('PUT', '/api/calendars/sync', {
      from: { [accountId]: ['family', 'shared'] },
      to: { accountId, calendarId: 'family' },
    });
    expect(res.status).toBe(200);
    expect(res.body.to).toEqual({ accountId, calendarId: 'family' });
    expect(res.body.accounts[0].calendars).toEqual([
      { id: 'family', name: 'family', writeable: true, syncFrom: true },
      { id: 'shared', name: 'shared', writeable: false, syncFrom: true },
      { id: 'work', name: 'work', writeable: true, syncFrom: false },
    ]);
  });

  it('refuses unknown or foreign ids with 404, a read-only to with 400, bad input with 400; nothing changed', async () => {
    const before = (await frank.request('GET', '/api/calendars')).body;
    const bobAccount = (await accountRows('bob@example.com'))[0]!.id;
    const cases: Array<[unknown, number, string]> = [
      [{ from: { nope: ['work'] }, to: null }, 404, 'Not found'],
      [{ from: { [accountId]: ['nope'] }, to: null }, 404, 'Not found'],
      [{ from: { [bobAccount]: [] }, to: null }, 404, 'Not found'],
      [
        { from: {}, to: { accountId: bobAccount, calendarId: 'google-bob@gmail.test/primary' } },
        404,
        'Not found',
      ],
      [
        { from: { [accountId]: ['work'] }, to: { accountId, calendarId: 'shared' } },
        400,
        'This calendar cannot be written to. Choose another one.',
      ],
      [{ from: { [accountId]: 'work' }, to: null }, 400, 'Invalid input: expected array, received string'],
    ];
    for (const [input, status, message] of cases) {
      const res = await frank.request('PUT', '/api/calendars/sync', input);
      expect([res.status, res.body.error.message]).toEqual([status, message]);
    }
    expect((await frank.request('GET', '/api/calendars')).body).toEqual(before);
  });

  it('refreshes the calendar lists: new calendars appear, a refused account is marked (not a failure)', async () => {
    fake.account('https://caldav.test/frank@icloud.test/').calendars.push({
      id: 'travel',
      name: 'Travel',
      writeable: true,
      primary: false,
    });
    const res = await frank.request('POST', '/api/calendars/refresh');
    expect(res.status).toBe(200);
    const ids = res.body.accounts[0].calendars.map((c: { id: string }) => c.id);
    expect(ids.sort()).toEqual(['family', 'shared', 'travel', 'work']);
    expect(res.body.notRefreshed).toEqual([]);
    fake.account('https://caldav.test/frank@icloud.test/').failure = 'auth';
    const refused = await frank.request('POST', '/api/calendars/refresh');
    expect(refused.status).toBe(200);
    expect(refused.body.accounts[0].hasAuthError).toBe(true);
    fake.account('https://caldav.test/frank@icloud.test/').failure = null;
  });

  it('names an account whose provider is down, keeping its stored list and its credentials', async () => {
    await db()
      .update(connectedAccounts)
      .set({ hasAuthError: false })
      .where(eq(connectedAccounts.id, accountId));
    const caldav = fake.account('https://caldav.test/frank@icloud.test/');
    caldav.failure = 'down';
    caldav.calendars.push({ id: 'later', name: 'Later', writeable: true, primary: false });
    const res = await frank.request('POST', '/api/calendars/refresh');
    expect(res.status).toBe(200);
    expect(res.body.notRefreshed).toEqual([accountId]);
    const ids = res.body.accounts[0].calendars.map((c: { id: string }) => c.id);
    expect(ids.sort()).toEqual(['family', 'shared', 'travel', 'work']);
    expect(res.body.accounts[0].hasAuthError).toBe(false);
    caldav.failure = null;
    caldav.calendars.pop();
  });

  it('stores tokens the adapter refreshed, encrypted', async () => {
    fake.account('https://caldav.test/frank@icloud.test/').rotateTo = 'access-2';
    await db()
      .update(connectedAccounts)
      .set({ hasAuthError: false })
      .where(eq(connectedAccounts.id, accountId));
    expect((await frank.request('POST', '/api/calendars/refresh')).status).toBe(200);
    const [row] = await db().select().from(connectedAccounts).where(eq(connectedAccounts.id, accountId));
    expect(JSON.stringify(row!.credentials)).not.toContain('access-2');
    expect(decryptCredentials(keyringOf(t.services.deps), row!.credentials)).toMatchObject({
      accessToken: 'access-2',
    });
  });

  it("disconnects: 404 for another expert's account, then 204 and 'to' becomes null", async () => {
    expect((await bob.request('DELETE', `/api/calendars/${accountId}`)).status).toBe(404);
    expect((await frank.request('DELETE', '/api/calendars/unknown')).status).toBe(404);
    const res = await frank.request('DELETE', `/api/calendars/${accountId}`);
    expect(res.status).toBe(204);
    const view = (await frank.request('GET', '/api/calendars')).body;
    expect(view).toMatchObject({ accounts: [], to: null, canConnect: true });
    const [settings] = await db()
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, await userIdOf(t, 'frank@example.com')));
    expect(settings).toMatchObject({ calendarSyncToAccountId: null, calendarSyncToCalendarId: null });
  });
});
