import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { availabilities, availabilityWeeklyPeriods } from '../../db/schema/availabilities';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ensureDefaultAvailability } from './default-availability';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.expert('ada@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('default availability', () => {
  it('is created once, as Working hours, Monday to Friday 09:00-17:00 in the expert zone', async () => {
    const db = t.services.deps.database.db;
    const [user] = await db
      .update(users)
      .set({ timezone: 'Europe/Paris' })
      .where(eq(users.email, 'ada@example.com'))
      .returning();
    await Promise.all([ensureDefaultAvailability(db, user!.id), ensureDefaultAvailability(db, user!.id)]);
    await ensureDefaultAvailability(db, user!.id);
    const rows = await db.select().from(availabilities).where(eq(availabilities.userId, user!.id));
    expect(rows.map((r) => [r.id, r.name, r.timeZone])).toEqual([
      ['availability', 'Working hours', 'Europe/Paris'],
    ]);
    const periods = await db
      .select()
      .from(availabilityWeeklyPeriods)
      .where(eq(availabilityWeeklyPeriods.userId, user!.id))
      .orderBy(availabilityWeeklyPeriods.weekday);
    expect(periods.map((p) => [p.weekday, p.startMinute, p.endMinute])).toEqual([
      [1, 540, 1020],
      [2, 540, 1020],
      [3, 540, 1020],
      [4, 540, 1020],
      [5, 540, 1020],
    ]);
  });
});
