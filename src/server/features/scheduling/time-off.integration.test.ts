import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeOffPeriods } from '../../db/schema/time-off';
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

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('time off', () => {
  it('creates periods and lists those not ended within a year, by end', async () => {
    const now = Date.now();
    const later = await ada.request('POST', '/api/scheduling/time-off', {
      start: iso(now + 10 * DAY),
      end: iso(now + 12 * DAY),
    });
    expect(later.status).toBe(201);
    const current = await ada.request('POST', '/api/scheduling/time-off', {
      start: iso(now - DAY),
      end: iso(now + DAY),
    });
    expect(current.status).toBe(201);
    await ada.request('POST', '/api/scheduling/time-off', {
      start: iso(now + 400 * DAY),
      end: iso(now + 401 * DAY),
    });
    const list = await ada.request('GET', '/api/scheduling/time-off');
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([current.body.id, later.body.id]);
    expect(list.body[1]).toEqual({ id: later.body.id, start: iso(now + 10 * DAY), end: iso(now + 12 * DAY) });
  });

  it("answers the spec's messages and saves nothing for bad periods", async () => {
    const before = (await t.services.deps.database.db.select().from(timeOffPeriods)).length;
    const now = Date.now();
    const reversed = await ada.request('POST', '/api/scheduling/time-off', {
      start: iso(now + 2 * DAY),
      end: iso(now + DAY),
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({ end: 'End date must be after start date' });
    const past = await ada.request('POST', '/api/scheduling/time-off', {
      start: iso(now - 3 * DAY),
      end: iso(now - DAY),
    });
    expect(past.body.error.fields).toEqual({ end: 'End date must be in the future' });
    const junk = await ada.request('POST', '/api/scheduling/time-off', { start: 'x'.repeat(5000), end: 12 });
    expect(junk.body.error.fields).toEqual({ start: 'Please enter a valid date', end: 'Required' });
    expect(await t.services.deps.database.db.select().from(timeOffPeriods)).toHaveLength(before);
  });

  it('edits and deletes a period', async () => {
    const [first] = (await ada.request('GET', '/api/scheduling/time-off')).body;
    const now = Date.now();
    const edited = await ada.request('PUT', `/api/scheduling/time-off/${first.id}`, {
      start: iso(now + DAY),
      end: iso(now + 2 * DAY),
    });
    expect(edited.body).toEqual({ id: first.id, start: iso(now + DAY), end: iso(now + 2 * DAY) });
    expect((await ada.request('DELETE', `/api/scheduling/time-off/${first.id}`)).status).toBe(204);
    expect((await ada.request('DELETE', `/api/scheduling/time-off/${first.id}`)).status).toBe(404);
  });

  it("answers 404 for another expert's period and leaves it alone", async () => {
    const [mine] = (await ada.request('GET', '/api/scheduling/time-off')).body;
    const now = Date.now();
    const update = await bob.request('PUT', `/api/scheduling/time-off/${mine.id}`, {
      start: iso(now + DAY),
      end: iso(now + 2 * DAY),
    });
    expect(update.status).toBe(404);
    expect((await bob.request('DELETE', `/api/scheduling/time-off/${mine.id}`)).status).toBe(404);
    expect((await bob.request('GET', '/api/scheduling/time-off')).body).toEqual([]);
    expect((await ada.request('GET', '/api/scheduling/time-off')).body[0]).toEqual(mine);
  });
});
