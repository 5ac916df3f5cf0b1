import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../testing/test-app';
import { at, startGroupTestApp, validSession } from './group-sessions-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  ({ t, ada, bob } = await startGroupTestApp({ pages: true }));
});
afterAll(async () => {
  await t.close();
});

describe('missing sessions and tenancy', () => {
  it("says the session doesn't exist, or no longer exists when editing or deleting", async () => {
    const get = await ada.request('GET', '/api/group-sessions/nope');
    expect(get.status).toBe(404);
    expect(get.body.error.message).toBe("Session doesn't exist");
    const put = await ada.request('PUT', '/api/group-sessions/nope', validSession());
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe('Session no longer exist');
    const del = await ada.request('DELETE', `/api/group-sessions/${'x'.repeat(300)}`);
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe('Session no longer exist');
  });

  it("answers 404 for another expert's session, whatever the action, and leaves it alone", async () => {
    const mine = (await ada.request('POST', '/api/group-sessions', validSession({ title: 'Ada only' }))).body;
    expect((await bob.request('GET', `/api/group-sessions/${mine.id}`)).status).toBe(404);
    expect(
      (await bob.request('PUT', `/api/group-sessions/${mine.id}`, validSession({ title: 'Bob' }))).status,
    ).toBe(404);
    expect((await bob.request('DELETE', `/api/group-sessions/${mine.id}`)).status).toBe(404);
    expect((await ada.request('GET', `/api/group-sessions/${mine.id}`)).body.title).toBe('Ada only');
    expect(
      (await bob.request('GET', '/api/group-sessions')).body.map((s: { id: string }) => s.id),
    ).not.toContain(mine.id);
  });

  it('does not edit or delete a series session through the standalone endpoints', async () => {
    const series = (
      await ada.request('POST', '/api/series', {
        title: 'Circle',
        duration: 30,
        price: 0,
        groupSizeMax: 6,
        locationType: null,
        locationId: null,
      })
    ).body;
    const ofSeries = (await ada.request('POST', `/api/series/${series.id}/sessions`, { start: at(6, 9) }))
      .body;
    expect((await ada.request('GET', `/api/group-sessions/${ofSeries.id}`)).body.seriesId).toBe(series.id);
    expect((await ada.request('PUT', `/api/group-sessions/${ofSeries.id}`, validSession())).status).toBe(404);
    expect((await ada.request('DELETE', `/api/group-sessions/${ofSeries.id}`)).status).toBe(404);
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/group-sessions')).status).toBe(401);
  });
});
