import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Owner } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { insertClients, listNames, type SeedClient, twoExperts } from './clients-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let bobOwner: Owner;

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-01T00:00:00Z');
// Five clients whose every sort gives a different order; two never active, one without a session.
const FIVE: SeedClient[] = [
  {
    firstName: 'Carla',
    lastName: 'Zhou',
    email: 'b@x.io',
    createdAt: new Date(T0 + 3 * DAY),
    lastActiveAt: new Date(T0 + 9 * DAY),
    lastSessionAt: new Date(T0 + 2 * DAY),
  },
  {
    firstName: 'anna',
    lastName: 'Young',
    email: 'E@x.io',
    createdAt: new Date(T0 + 1 * DAY),
    lastActiveAt: null,
    lastSessionAt: new Date(T0 + 5 * DAY),
  },
  {
    firstName: 'Bruno',
    lastName: 'adams',
    email: 'c@x.io',
    createdAt: new Date(T0 + 5 * DAY),
    lastActiveAt: new Date(T0 + 7 * DAY),
    lastSessionAt: null,
  },
  {
    firstName: 'Eve',
    lastName: 'Moreau',
    email: 'a@x.io',
    createdAt: new Date(T0 + 2 * DAY),
    lastActiveAt: null,
    lastSessionAt: new Date(T0 + 1 * DAY),
  },
  {
    firstName: 'Dan',
    lastName: 'Kim',
    email: 'D@x.io',
    createdAt: new Date(T0 + 4 * DAY),
    lastActiveAt: new Date(T0 + 8 * DAY),
    lastSessionAt: new Date(T0 + 3 * DAY),
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const experts = await twoExperts(t);
  ada = experts.ada.client;
  ({ client: bob, owner: bobOwner } = experts.bob);
  await insertClients(t, experts.ada.owner, FIVE);
});
afterAll(async () => {
  await t.close();
});

const firstNames = async (query: string) => (await listNames(ada, query)).names.map((n) => n.split(' ')[0]);

describe('sorting', () => {
  it('lists newest first by default', async () => {
    expect(await firstNames('')).toEqual(['Bruno', 'Dan', 'Carla', 'Eve', 'anna']);
  });

  it.each([
    ['createdAt', 'asc', ['anna', 'Eve', 'Carla', 'Dan', 'Bruno']],
    ['firstName', 'asc', ['anna', 'Bruno', 'Carla', 'Dan', 'Eve']],
    ['firstName', 'desc', ['Eve', 'Dan', 'Carla', 'Bruno', 'anna']],
    ['lastName', 'asc', ['Bruno', 'Dan', 'Eve', 'anna', 'Carla']],
    ['lastName', 'desc', ['Carla', 'anna', 'Eve', 'Dan', 'Bruno']],
    ['email', 'asc', ['Eve', 'Carla', 'Bruno', 'Dan', 'anna']],
    ['email', 'desc', ['anna', 'Dan', 'Bruno', 'Carla', 'Eve']],
    // Never active / no session yet: last in both directions.
    ['lastActiveAt', 'desc', ['Carla', 'Dan', 'Bruno', 'anna', 'Eve'].slice(0, 3)],
    ['lastActiveAt', 'asc', ['Bruno', 'Dan', 'Carla']],
    ['lastSessionAt', 'desc', ['anna', 'Dan', 'Carla', 'Eve', 'Bruno']],
    ['lastSessionAt', 'asc', ['Eve', 'Carla', 'Dan', 'anna', 'Bruno']],
  ])('sorts by %s %s', async (sort, order, expected) => {
    const names = await firstNames(`?sort=${sort}&order=${order}`);
    expect(names.slice(0, expected.length)).toEqual(expected);
    expect(names).toHaveLength(5);
  });

  it('puts the clients without a value last, in both directions', async () => {
    for (const order of ['asc', 'desc']) {
      const names = await firstNames(`?sort=lastActiveAt&order=${order}`);
      expect(names.slice(3).sort()).toEqual(['Eve', 'anna']);
    }
  });

  it('refuses an unknown sort field', async () => {
    expect((await ada.request('GET', '/api/clients?sort=phone')).status).toBe(400);
  });
});

describe('paging', () => {
  /** Walks every page of a listing; returns the names and the size of each page. */
  async function walk(client: TestClient, query: string) {
    const all: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const sep = query ? '&' : '?';
      const page = await listNames(
        client,
        cursor ? `${query}${sep}cursor=${encodeURIComponent(cursor)}` : query,
      );
      all.push(...page.names);
      sizes.push(page.names.length);
      cursor = page.nextCursor;
    } while (cursor);
    return { all, sizes };
  }

  it('shows 25 a page and offers a next page only when a 26th client exists', async () => {
    const seeds = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({
        firstName: `P${String(from + i).padStart(3, '0')}`,
        lastName: 'Page',
        email: `p${from + i}@page.io`,
        // Same instant for many: the id breaks ties and no client is lost or repeated.
        createdAt: new Date(T0 + Math.floor((from + i) / 4) * 1000),
        lastSessionAt: (from + i) % 3 === 0 ? null : new Date(T0 + ((from + i) % 7) * DAY),
      }));
    await insertClients(t, bobOwner, seeds(25, 0));
    let first = await listNames(bob, '');
    expect(first.names).toHaveLength(25);
    expect(first.nextCursor).toBeNull();

    await insertClients(t, bobOwner, seeds(1, 25));
    first = await listNames(bob, '');
    expect(first.names).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();
    const second = await listNames(bob, `?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.names).toHaveLength(1);
    expect(new Set([...first.names, ...second.names]).size).toBe(26);
    expect(second.nextCursor).toBeNull();

    await insertClients(t, bobOwner, seeds(32, 26));
    for (const query of [
      '',
      '?sort=createdAt&order=asc',
      '?sort=lastSessionAt&order=desc',
      '?sort=lastSessionAt&order=asc',
      '?sort=email&order=asc',
    ]) {
      const { all, sizes } = await walk(bob, query);
      expect(sizes).toEqual([25, 25, 8]);
      expect(new Set(all).size).toBe(58);
    }
  });

  it('refuses a cursor that was not given for this order', async () => {
    const first = await listNames(bob, '');
    const res = await bob.request(
      'GET',
      `/api/clients?sort=email&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This page of clients is no longer available. Please start again.');
    expect((await bob.request('GET', '/api/clients?cursor=garbage')).status).toBe(400);
    const forged = Buffer.from(
      JSON.stringify({ s: 'createdAt.desc.', v: "'; drop table clients", id: 'x' }),
    ).toString('base64url');
    expect((await bob.request('GET', `/api/clients?cursor=${forged}`)).status).toBe(400);
  });

  it("lists only the expert's own clients", async () => {
    const { all } = await walk(ada, '');
    expect(all).toHaveLength(5);
  });
});
