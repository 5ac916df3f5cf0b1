import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Owner } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createClient, pageRows, twoExperts } from './clients-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaOwner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  const experts = await twoExperts(t);
  ({ client: ada, owner: adaOwner } = experts.ada);
  bob = experts.bob.client;
});
afterAll(async () => {
  await t.close();
});

const TAKEN = 'This email is already assigned to another client.';

describe('creating a client', () => {
  it('requires first name, last name and email, and writes nothing on bad input', async () => {
    const before = await pageRows(t, adaOwner.pageId);
    const res = await ada.request('POST', '/api/clients', { firstName: ' ', lastName: '', email: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ firstName: 'Required', lastName: 'Required', email: 'Required' });
    const missing = await ada.request('POST', '/api/clients', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Required');
    const bad = await ada.request('POST', '/api/clients', {
      firstName: 'A',
      lastName: 'B',
      email: 'not-an-email',
    });
    expect(bad.body.error.fields).toEqual({ email: 'Invalid email address' });
    const long = await ada.request('POST', '/api/clients', {
      firstName: 'x'.repeat(41),
      lastName: 'B',
      email: 'a@b.co',
    });
    expect(long.body.error.fields).toEqual({ firstName: 'Too long, please limit the name to 40 characters' });
    expect(await pageRows(t, adaOwner.pageId)).toEqual(before);
  });

  it('creates the client, trimmed, with its search fields and its email mapping', async () => {
    const res = await ada.request('POST', '/api/clients', {
      firstName: '  Grace ',
      lastName: 'Hopper',
      email: ' Grace.Hopper@Navy.MIL ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'Grace.Hopper@Navy.MIL',
      emails: ['Grace.Hopper@Navy.MIL'],
      lastActiveAt: null,
      lastSessionAt: null,
    });
    const rows = await pageRows(t, adaOwner.pageId);
    expect(rows.mappings).toContain(`grace.hopper@navy.mil→${res.body.id}`);
    expect((await ada.request('GET', `/api/clients/${res.body.id}`)).body).toEqual(res.body);
  });

  it('refuses a duplicate email whatever its case, leaving nothing behind (the client row is written first)', async () => {
    await createClient(ada, { firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.uk' });
    const before = await pageRows(t, adaOwner.pageId);
    const res = await ada.request('POST', '/api/clients', {
      firstName: 'Someone',
      lastName: 'Else',
      email: ' ALAN@Bletchley.UK',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: TAKEN, fields: { email: TAKEN } });
    expect(await pageRows(t, adaOwner.pageId)).toEqual(before);
  });

  it('lets another expert use the same email for their own client', async () => {
    const res = await bob.request('POST', '/api/clients', {
      firstName: 'Alan',
      lastName: 'T',
      email: 'alan@bletchley.uk',
    });
    expect(res.status).toBe(201);
  });

  it('makes one client of a double submit with the same email', async () => {
    const body = { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@nasa.gov' };
    const results = await Promise.all([
      ada.request('POST', '/api/clients', body),
      ada.request('POST', '/api/clients', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await pageRows(t, adaOwner.pageId);
    expect(rows.clients.filter((c) => c.email === 'katherine@nasa.gov')).toHaveLength(1);
    expect(rows.mappings.filter((m) => m.startsWith('katherine@nasa.gov'))).toHaveLength(1);
  });
});

describe('editing a client', () => {
  it('changes the name and keeps the mapping when the email only changes case', async () => {
    const client = await createClient(ada, {
      firstName: 'Mary',
      lastName: 'Jackson',
      email: 'mary@nasa.gov',
    });
    const res = await ada.request('PUT', `/api/clients/${client.id}`, {
      firstName: 'Mary W.',
      lastName: 'Jackson',
      email: 'Mary@NASA.gov',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Mary W.',
      email: 'Mary@NASA.gov',
      emails: ['Mary@NASA.gov'],
    });
    expect((await pageRows(t, adaOwner.pageId)).mappings).toContain(`mary@nasa.gov→${client.id}`);
  });

  it('replaces the mapping when the email changes: the old one is deleted, the new one created', async () => {
    const client = await createClient(ada, {
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      email: 'dorothy@nasa.gov',
    });
    const res = await ada.request('PUT', `/api/clients/${client.id}`, {
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      email: 'd.vaughan@nasa.gov',
    });
    expect(res.status).toBe(200);
    const { mappings } = await pageRows(t, adaOwner.pageId);
    expect(mappings).toContain(`d.vaughan@nasa.gov→${client.id}`);
    expect(mappings.some((m) => m.startsWith('dorothy@nasa.gov'))).toBe(false);
    // The old address is free again.
    await createClient(ada, { firstName: 'Another', lastName: 'Dorothy', email: 'dorothy@nasa.gov' });
  });

  it("refuses another client's email and changes nothing (the release of the old mapping is undone)", async () => {
    const first = await createClient(ada, { firstName: 'Hedy', lastName: 'Lamarr', email: 'hedy@film.com' });
    await createClient(ada, { firstName: 'Joan', lastName: 'Clarke', email: 'joan@bletchley.uk' });
    const before = await pageRows(t, adaOwner.pageId);
    const res = await ada.request('PUT', `/api/clients/${first.id}`, {
      firstName: 'Changed',
      lastName: 'Name',
      email: 'JOAN@bletchley.uk',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(TAKEN);
    expect(await pageRows(t, adaOwner.pageId)).toEqual(before);
  });

  it('validates an edit with the same rules and writes nothing', async () => {
    const client = await createClient(ada, {
      firstName: 'Radia',
      lastName: 'Perlman',
      email: 'radia@net.org',
    });
    const res = await ada.request('PUT', `/api/clients/${client.id}`, {
      firstName: '',
      lastName: 'P',
      email: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ firstName: 'Required', email: 'Invalid email address' });
    expect((await ada.request('GET', `/api/clients/${client.id}`)).body.firstName).toBe('Radia');
  });
});

describe('tenancy', () => {
  it("answers 404 'Client not found' for another expert's client or an unknown id, and changes nothing", async () => {
    const mine = await createClient(ada, { firstName: 'Ada', lastName: 'Client', email: 'private@ada.org' });
    const before = await pageRows(t, adaOwner.pageId);
    for (const path of [
      `/api/clients/${mine.id}`,
      '/api/clients/no-such-client',
      `/api/clients/${'x'.repeat(300)}`,
    ]) {
      const res = await bob.request('GET', path);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Client not found');
    }
    const put = await bob.request('PUT', `/api/clients/${mine.id}`, {
      firstName: 'B',
      lastName: 'B',
      email: 'b@b.co',
    });
    expect(put.status).toBe(404);
    for (const sub of ['sessions', 'packages', 'notes'])
      expect((await bob.request('GET', `/api/clients/${mine.id}/${sub}`)).status).toBe(404);
    expect(await pageRows(t, adaOwner.pageId)).toEqual(before);
  });

  it('needs a signed-in expert with a booking page', async () => {
    expect((await t.client().request('GET', '/api/clients')).status).toBe(401);
    const pageless = await t.expert('nopage@example.com');
    const res = await pageless.request('GET', '/api/clients');
    expect(res.status).toBe(409);
  });
});
