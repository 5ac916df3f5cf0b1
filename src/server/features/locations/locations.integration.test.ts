import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema/locations';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.expert('ada@example.com');
  bob = await t.expert('bob@example.com');
});
afterAll(async () => {
  await t.close();
});

const office = { name: 'Office', location: '12 Harbour Street, Leith, Edinburgh' };

describe('custom locations', () => {
  it('starts empty, with built-in video as the default', async () => {
    const res = await ada.request('GET', '/api/locations');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      locations: [],
      defaultProvider: { type: 'daily', locationId: null },
      zoomConnected: false,
    });
  });

  it('creates, reads, lists and updates a location (trimmed)', async () => {
    const created = await ada.request('POST', '/api/locations', {
      name: ' Office ',
      location: ` ${office.location} `,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(office);
    const id = created.body.id;
    expect((await ada.request('GET', `/api/locations/${id}`)).body).toMatchObject(office);
    const updated = await ada.request('PUT', `/api/locations/${id}`, { name: 'Studio', location: 'Room 4' });
    expect(updated.body).toMatchObject({ id, name: 'Studio', location: 'Room 4' });
    const list = await ada.request('GET', '/api/locations');
    expect(list.body.locations.map((l: { name: string }) => l.name)).toEqual(['Studio']);
  });

  it("answers 400 with the form's messages and changes nothing", async () => {
    const before = await t.services.deps.database.db.select().from(locations);
    const res = await ada.request('POST', '/api/locations', {
      name: 'n'.repeat(61),
      location: 'l'.repeat(2001),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Too long, please limit the name to 60 characters',
      location: 'Too long, please limit the location to 2000 characters',
    });
    const empty = await ada.request('POST', '/api/locations', { name: ' ', location: null });
    expect(empty.body.error.fields).toEqual({ name: 'Required', location: 'Required' });
    const [first] = (await ada.request('GET', '/api/locations')).body.locations;
    const update = await ada.request('PUT', `/api/locations/${first.id}`, { name: '', location: 'x' });
    expect(update.status).toBe(400);
    expect((await ada.request('GET', `/api/locations/${first.id}`)).body.name).toBe('Studio');
    expect(await t.services.deps.database.db.select().from(locations)).toHaveLength(before.length);
  });

  it("answers 404 for another expert's location, whatever the action, and leaves it alone", async () => {
    const [mine] = (await ada.request('GET', '/api/locations')).body.locations;
    expect((await bob.request('GET', `/api/locations/${mine.id}`)).status).toBe(404);
    expect((await bob.request('PUT', `/api/locations/${mine.id}`, office)).status).toBe(404);
    expect((await bob.request('DELETE', `/api/locations/${mine.id}`)).status).toBe(404);
    const setDefault = await bob.request('PUT', '/api/locations/default', {
      type: 'custom',
      locationId: mine.id,
    });
    expect(setDefault.status).toBe(404);
    expect(setDefault.body.error.message).toBe('Not found');
    expect((await bob.request('GET', '/api/locations')).body.locations).toEqual([]);
    expect((await bob.request('GET', `/api/locations/${'x'.repeat(500)}`)).status).toBe(404);
    const [row] = await t.services.deps.database.db.select().from(locations).where(eq(locations.id, mine.id));
    expect(row?.name).toBe('Studio');
  });
});

describe('default location of new sessions', () => {
  it('can be a custom location, and goes back to built-in video when that location is deleted', async () => {
    const created = await ada.request('POST', '/api/locations', { name: 'Clinic', location: '1 Main St' });
    const id = created.body.id;
    const set = await ada.request('PUT', '/api/locations/default', { type: 'custom', locationId: id });
    expect(set.body).toEqual({ type: 'custom', locationId: id });
    expect((await ada.request('GET', '/api/locations')).body.defaultProvider).toEqual({
      type: 'custom',
      locationId: id,
    });

    expect((await ada.request('DELETE', `/api/locations/${id}`)).status).toBe(204);
    expect((await ada.request('GET', '/api/locations')).body.defaultProvider).toEqual({
      type: 'daily',
      locationId: null,
    });
    expect((await ada.request('GET', `/api/locations/${id}`)).status).toBe(404);
  });

  it('refuses Zoom until a Zoom account is connected', async () => {
    const res = await ada.request('PUT', '/api/locations/default', { type: 'zoom' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Connect your Zoom account first');
  });

  it('switches back to built-in video', async () => {
    const res = await ada.request('PUT', '/api/locations/default', { type: 'daily' });
    expect(res.body).toEqual({ type: 'daily', locationId: null });
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/locations')).status).toBe(401);
  });
});
