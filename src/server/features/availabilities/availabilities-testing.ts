import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { availabilities, availabilityWeeklyPeriods } from '../../db/schema/availabilities';
import { setPlan, userIdOf } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// Shared setup of the availabilities integration tests.

export const officeHours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 }));
export const workingHours = {
  id: 'availability',
  name: 'Working hours',
  timeZone: 'Europe/Paris',
  order: 0,
  isDefault: true,
  weeklyPeriods: officeHours,
  serviceCount: 0,
};
export const weekend = {
  timeZone: 'America/New_York',
  weeklyPeriods: [
    { weekday: 6, startMinute: 780, endMinute: 1020 },
    { weekday: 0, startMinute: 600, endMinute: 720 },
    { weekday: 6, startMinute: 540, endMinute: 720 },
  ],
};
export const weekendSorted = [
  { weekday: 0, startMinute: 600, endMinute: 720 },
  { weekday: 6, startMinute: 540, endMinute: 720 },
  { weekday: 6, startMinute: 780, endMinute: 1020 },
];

/** A fresh app with Ada (in Europe/Paris, before her default availability exists) and Bob (UTC). */
export async function startAvailabilityTests() {
  const t = await createTestApp();
  const ada = await t.expert('ada@example.com');
  const bob = await t.expert('bob@example.com');
  const adaId = await userIdOf(t, 'ada@example.com');
  await t.services.deps.database.db
    .update(users)
    .set({ timezone: 'Europe/Paris' })
    .where(eq(users.id, adaId));
  return { t, ada, bob, adaId };
}

/** Puts Ada on Pro and gives her a second availability (office hours, order 1). */
export async function addSecondAvailability(t: TestApp, ada: TestClient, name: string) {
  await setPlan(t, 'ada@example.com', 'pro');
  const res = await ada.request('POST', '/api/availabilities', { name });
  if (res.status !== 201) throw new Error(`create availability: ${res.status}`);
  return res.body as { id: string };
}

/** An expert's rows as stored, to check a refused request changed nothing. */
export async function stored(t: TestApp, userId: string) {
  const db = t.services.deps.database.db;
  const rows = await db
    .select()
    .from(availabilities)
    .where(eq(availabilities.userId, userId))
    .orderBy(availabilities.order);
  const periods = await db
    .select()
    .from(availabilityWeeklyPeriods)
    .where(eq(availabilityWeeklyPeriods.userId, userId))
    .orderBy(
      availabilityWeeklyPeriods.availabilityId,
      availabilityWeeklyPeriods.weekday,
      availabilityWeeklyPeriods.startMinute,
    );
  return {
    rows: rows.map((r) => [r.id, r.name, r.timeZone, r.order]),
    periods: periods.map((p) => [p.availabilityId, p.weekday, p.startMinute, p.endMinute]),
  };
}
