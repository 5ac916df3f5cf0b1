import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { insertClients, listNames, twoExperts } from './clients-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;

const T0 = Date.parse('2026-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const experts = await twoExperts(t);
  ada = experts.ada.client;
  bob = experts.bob.client;
  const people = [
    ['Ada', 'Lovelace', 'ada.lovelace@example.com'],
    ['Grace', 'Hopper', 'grace@navy.mil'],
    ['Alan', 'Turing', 'turing@bletchley.uk'],
    ['Łucja', 'Nowak', 'lucja@poczta.pl'],
    ['Margaret', 'Hamilton', 'mh@apollo.space'],
    ['Adele', 'Goldberg', 'adele@parc.com'],
  ];
  await insertClients(
    t,
    experts.ada.owner,
    people.map(([firstName, lastName, email], i) => ({
      firstName: firstName!,
      lastName: lastName!,
      email: email!,
      createdAt: new Date(T0 + i * 1000),
    })),
  );
  // Many clients matching one letter, to page through a prefix search.
  await insertClients(
    t,
    experts.bob.owner,
    Array.from({ length: 30 }, (_, i) => ({
      firstName: `Zed${i}`,
      lastName: 'Quinn',
      email: `zed${i}@q.io`,
      createdAt: new Date(T0 + i * 1000),
    })),
  );
  await insertClients(t, experts.bob.owner, [{ firstName: 'Ada', lastName: 'Other', email: 'other@bob.io' }]);
});
afterAll(async () => {
  await t.close();
});

const search = async (client: TestClient, q: string, extra = '') =>
  (await listNames(client, `?q=${encodeURIComponent(q)}${extra}`)).names;

describe('prefix search (2 characters or fewer)', () => {
  it('matches the first one or two characters of first name, last name or email, in the chosen sort', async () => {
    expect(await search(ada, 'a')).toEqual(['Adele Goldberg', 'Alan Turing', 'Ada Lovelace']);
    expect(await search(ada, 'AD', '&sort=firstName&order=asc')).toEqual(['Ada Lovelace', 'Adele Goldberg']);
    expect(await search(ada, ' h ')).toEqual(['Margaret Hamilton', 'Grace Hopper']);
    expect(await search(ada, 'tu')).toEqual(['Alan Turing']);
    expect(await search(ada, 'mh')).toEqual(['Margaret Hamilton']);
    expect(await search(ada, 'łu')).toEqual(['Łucja Nowak']);
    expect(await search(ada, 'ov')).toEqual([]);
  });

  it('pages a prefix search by 25', async () => {
    const first = await listNames(bob, '?q=z');
    expect(first.names).toHaveLength(25);
    const second = await listNames(bob, `?q=z&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.names).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    // A cursor of the plain list does not continue a search.
    const plain = await listNames(bob, '');
    expect(
      (await bob.request('GET', `/api/clients?q=z&cursor=${encodeURIComponent(plain.nextCursor!)}`)).status,
    ).toBe(400);
  });
});

describe('fuzzy search (longer queries)', () => {
  it('finds a client despite a typo in the name, best match first', async () => {
    expect((await search(ada, 'lovlace'))[0]).toBe('Ada Lovelace');
    expect((await search(ada, 'Hoper'))[0]).toBe('Grace Hopper');
    expect((await search(ada, 'turnig'))[0]).toBe('Alan Turing');
    expect((await search(ada, 'margret hamilton'))[0]).toBe('Margaret Hamilton');
  });

  it('finds a client by email', async () => {
    expect((await search(ada, 'grace@navy'))[0]).toBe('Grace Hopper');
    expect((await search(ada, 'adele@parc.com'))[0]).toBe('Adele Goldberg');
  });

  it('finds nothing for an unrelated query, and never another expert’s client', async () => {
    expect(await search(ada, 'xyzzy')).toEqual([]);
    expect(await search(bob, 'lovelace')).toEqual([]);
    expect(await search(ada, 'other@bob.io')).not.toContain('Ada Other');
  });

  it('pages fuzzy results by 25, close matches first and then the other matches', async () => {
    const first = await listNames(bob, '?q=quinn');
    expect(first.names).toHaveLength(25);
    expect(first.names.every((n) => n.endsWith(' Quinn'))).toBe(true);
    const second = await listNames(bob, `?q=quinn&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.names.slice(0, 5).every((n) => n.endsWith(' Quinn'))).toBe(true);
    expect(new Set([...first.names, ...second.names].filter((n) => n.endsWith(' Quinn'))).size).toBe(30);
    // A close match of a name outranks a weaker one.
    const ranked = await search(ada, 'adel goldberg');
    expect(ranked[0]).toBe('Adele Goldberg');
  });

  it('refuses a query longer than 100 characters', async () => {
    const res = await ada.request('GET', `/api/clients?q=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Too long, please limit the search to 100 characters');
  });
});
