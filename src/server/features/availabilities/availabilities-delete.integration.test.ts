import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityWeeklyPeriods } from '../../db/schema/availabilities';
import { bookingPages } from '../../db/schema/booking-pages';
import { services } from '../../db/schema/services';
import type { TestApp, TestClient } from '../../testing/test-app';
import { addSecondAvailability, startAvailabilityTests, workingHours } from './availabilities-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaId: string;

const db = () => t.services.deps.database.db;

beforeAll(async () => {
  ({ t, ada, bob, adaId } = await startAvailabilityTests());
  await addSecondAvailability(t, ada, 'Weekends');
});
afterAll(async () => {
  await t.close();
});

describe('deleting', () => {
  let pageId: string;

  /** Services are another slice's; rows are inserted directly (a service needs a booking page). */
  async function addService(title: string, availabilityId: string) {
    const [row] = await db()
      .insert(services)
      .values({ id: `svc-${title}`, pageId, userId: adaId, title, duration: 30, availabilityId })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    pageId = 'page-ada';
    await db().insert(bookingPages).values({
      id: pageId,
      userId: adaId,
      slug: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
    });
  });

  it("refuses the default with our message, whoever's default it is", async () => {
    const res = await ada.request('DELETE', '/api/availabilities/availability');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Your default availability cannot be deleted');
    expect((await bob.request('DELETE', '/api/availabilities/availability')).status).toBe(400);
    expect((await ada.request('GET', '/api/availabilities/availability')).status).toBe(200);
  });

  it('counts the services that use each availability', async () => {
    const [, weekends] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    await addService('intro', weekends.id);
    await addService('deep-dive', weekends.id);
    await addService('check-in', 'availability');
    const list = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    expect(list.map((a: { name: string; serviceCount: number }) => [a.name, a.serviceCount])).toEqual([
      ['Working hours', 1],
      ['Weekends', 2],
    ]);
    expect((await ada.request('GET', `/api/availabilities/${weekends.id}`)).body.serviceCount).toBe(2);
  });

  it('moves its services to the default in the same change, and answers how many moved', async () => {
    const [, weekends] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    const res = await ada.request('DELETE', `/api/availabilities/${weekends.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ servicesMoved: 2 });

    const rows = await db()
      .select({ id: services.id, availabilityId: services.availabilityId })
      .from(services)
      .where(eq(services.userId, adaId))
      .orderBy(services.id);
    expect(rows).toEqual([
      { id: 'svc-check-in', availabilityId: 'availability' },
      { id: 'svc-deep-dive', availabilityId: 'availability' },
      { id: 'svc-intro', availabilityId: 'availability' },
    ]);
    expect((await ada.request('GET', `/api/availabilities/${weekends.id}`)).status).toBe(404);
    const periods = await db()
      .select()
      .from(availabilityWeeklyPeriods)
      .where(
        and(
          eq(availabilityWeeklyPeriods.userId, adaId),
          eq(availabilityWeeklyPeriods.availabilityId, weekends.id),
        ),
      );
    expect(periods).toEqual([]);
    const list = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    expect(list).toEqual([{ ...workingHours, serviceCount: 3 }]);
  });

  it('answers 0 when no service used it, and a second delete is not found', async () => {
    const created = await ada.request('POST', '/api/availabilities', { name: 'Spare' });
    const path = `/api/availabilities/${created.body.id}`;
    const [first, second] = await Promise.all([ada.request('DELETE', path), ada.request('DELETE', path)]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    expect((first.status === 200 ? first : second).body).toEqual({ servicesMoved: 0 });
  });
});
