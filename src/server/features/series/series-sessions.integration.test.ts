import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import type { TestApp, TestClient } from '../../testing/test-app';
import {
  at,
  createSeries,
  groupFixtures,
  HOUR,
  iso,
  schedule,
  startGroupTestApp,
} from '../group-sessions/group-sessions-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
const { db, book } = groupFixtures(() => t);

beforeAll(async () => {
  ({ t, ada, bob } = await startGroupTestApp({ pages: true }));
});
afterAll(async () => {
  await t.close();
});

describe('scheduling sessions of a series', () => {
  let circle: { id: string };

  beforeAll(async () => {
    const studio = (await ada.request('POST', '/api/locations', { name: 'Studio', location: '4 Quay Road' }))
      .body;
    circle = await createSeries(ada, {
      locationType: 'custom',
      locationId: studio.id,
      collectPhoneNumber: true,
    });
  });

  it("takes the start; the end follows the duration and the rest is the series'", async () => {
    const res = await ada.request('POST', `/api/series/${circle.id}/sessions`, { start: at(3, 18) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      seriesId: circle.id,
      title: 'Weekly circle',
      description: 'An hour together.',
      start: at(3, 18),
      end: at(3, 19),
      price: 2000,
      currency: 'USD',
      groupSize: { max: 6, current: 0, remaining: 6 },
      hidden: false,
      collectPhoneNumber: true,
      location: { type: 'custom', id: expect.any(String), name: 'Studio', details: '4 Quay Road' },
      hasBookings: false,
      workflowsIds: [],
    });
  });

  it('lists the upcoming sessions soonest first in the detail, without past ones', async () => {
    const earlier = await schedule(ada, circle.id, at(2, 18));
    const [row] = await db().select().from(sessions).where(eq(sessions.id, earlier.id));
    await db()
      .insert(sessions)
      .values({
        ...row!,
        id: newId(),
        start: new Date(Date.now() - 2 * HOUR),
        end: new Date(Date.now() - HOUR),
        groupSizeRemaining: undefined,
      } as typeof sessions.$inferInsert);
    const detail = (await ada.request('GET', `/api/series/${circle.id}`)).body;
    expect(detail.sessions.map((s: { start: string }) => s.start)).toEqual([at(2, 18), at(3, 18)]);
    expect(detail.series.upcomingSessionCount).toBe(2);
    // Series sessions are not in the standalone list.
    expect((await ada.request('GET', '/api/group-sessions')).body).toEqual([]);
  });

  it("refuses a start that is not in the future, and another expert's series", async () => {
    const past = await ada.request('POST', `/api/series/${circle.id}/sessions`, {
      start: iso(Date.now() - 60_000),
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ start: 'Start date must be in the future' });
    const missing = await ada.request('POST', `/api/series/${circle.id}/sessions`, {});
    expect(missing.body.error.fields).toEqual({ start: 'Required' });
    expect((await bob.request('POST', `/api/series/${circle.id}/sessions`, { start: at(4) })).status).toBe(
      404,
    );
  });

  it('moves a session without bookings; the end follows', async () => {
    const session = await schedule(ada, circle.id, at(5, 9));
    const res = await ada.request('PUT', `/api/series/${circle.id}/sessions/${session.id}`, {
      start: at(5, 11),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ start: at(5, 11), end: at(5, 12) });
    expect((await ada.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`)).status).toBe(204);
    const again = await ada.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Session no longer exist');
  });

  it('with bookings, does not move or delete it', async () => {
    const session = await schedule(ada, circle.id, at(6, 9));
    await book(session.id);
    const moved = await ada.request('PUT', `/api/series/${circle.id}/sessions/${session.id}`, {
      start: at(6, 10),
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe('Session already has bookings');
    const kept = await ada.request('PUT', `/api/series/${circle.id}/sessions/${session.id}`, {
      start: at(6, 9),
    });
    expect(kept.status).toBe(200);
    const deleted = await ada.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe('Session has bookings');
    expect((await ada.request('GET', `/api/group-sessions/${session.id}`)).body.start).toBe(at(6, 9));
  });

  it("answers 404 for a session of another series or another expert's", async () => {
    const other = await createSeries(ada, { title: 'Other' });
    const session = await schedule(ada, circle.id, at(7, 9));
    expect(
      (await ada.request('PUT', `/api/series/${other.id}/sessions/${session.id}`, { start: at(7, 10) }))
        .status,
    ).toBe(404);
    expect((await ada.request('DELETE', `/api/series/${other.id}/sessions/${session.id}`)).status).toBe(404);
    expect(
      (await bob.request('PUT', `/api/series/${circle.id}/sessions/${session.id}`, { start: at(7, 10) }))
        .status,
    ).toBe(404);
    expect((await bob.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`)).status).toBe(404);
    expect((await ada.request('GET', `/api/group-sessions/${session.id}`)).body.start).toBe(at(7, 9));
    await ada.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`);
    await ada.request('DELETE', `/api/series/${other.id}`);
  });
});
