import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { WeeklyPeriodInput } from '../../../domain/scheduling/availability-input';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  availabilities,
  availabilityWeeklyPeriods,
  DEFAULT_AVAILABILITY_ID,
} from '../../db/schema/availabilities';
import { stampNow } from '../../db/schema/columns';
import { services } from '../../db/schema/services';

// Every function takes the expert's id: another expert's availability is simply not found.

export type AvailabilityRow = typeof availabilities.$inferSelect;
export type WeeklyPeriod = WeeklyPeriodInput;

const period = {
  weekday: availabilityWeeklyPeriods.weekday,
  startMinute: availabilityWeeklyPeriods.startMinute,
  endMinute: availabilityWeeklyPeriods.endMinute,
};
const periodOrder = [asc(availabilityWeeklyPeriods.weekday), asc(availabilityWeeklyPeriods.startMinute)];

/** The default first, then by order and creation. */
export async function listAvailabilities(db: DbOrTx, userId: string): Promise<AvailabilityRow[]> {
  return db
    .select()
    .from(availabilities)
    .where(eq(availabilities.userId, userId))
    .orderBy(
      sql`${availabilities.id} <> ${DEFAULT_AVAILABILITY_ID}`,
      asc(availabilities.order),
      asc(availabilities.createdAt),
      asc(availabilities.id),
    );
}

/** `lock: 'update'` holds off concurrent changes (and service saves that reference it) until commit. */
export async function findAvailability(
  db: DbOrTx,
  userId: string,
  id: string,
  lock?: 'update' | 'share',
): Promise<AvailabilityRow | undefined> {
  const query = db
    .select()
    .from(availabilities)
    .where(and(eq(availabilities.userId, userId), eq(availabilities.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Every weekly period of the expert, by availability. */
export async function listWeeklyPeriods(db: DbOrTx, userId: string): Promise<Map<string, WeeklyPeriod[]>> {
  const rows = await db
    .select({ availabilityId: availabilityWeeklyPeriods.availabilityId, ...period })
    .from(availabilityWeeklyPeriods)
    .where(eq(availabilityWeeklyPeriods.userId, userId))
    .orderBy(...periodOrder);
  const byAvailability = new Map<string, WeeklyPeriod[]>();
  for (const { availabilityId, ...p } of rows) {
    const list = byAvailability.get(availabilityId) ?? [];
    list.push(p);
    byAvailability.set(availabilityId, list);
  }
  return byAvailability;
}

export async function findWeeklyPeriods(
  db: DbOrTx,
  userId: string,
  availabilityId: string,
): Promise<WeeklyPeriod[]> {
  return db
    .select(period)
    .from(availabilityWeeklyPeriods)
    .where(
      and(
        eq(availabilityWeeklyPeriods.userId, userId),
        eq(availabilityWeeklyPeriods.availabilityId, availabilityId),
      ),
    )
    .orderBy(...periodOrder);
}

/** How many services use each of the expert's availabilities (absent means none). */
export async function countServicesByAvailability(db: DbOrTx, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ availabilityId: services.availabilityId, count: count() })
    .from(services)
    .where(eq(services.userId, userId))
    .groupBy(services.availabilityId);
  return new Map(rows.map((r) => [r.availabilityId, r.count]));
}

export async function countServicesUsing(
  db: DbOrTx,
  userId: string,
  availabilityId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(services)
    .where(and(eq(services.userId, userId), eq(services.availabilityId, availabilityId)));
  return row?.count ?? 0;
}

/**
 * Locks the expert's user row for the rest of the transaction and reads their plan and zone, so
 * two creates of the same expert run one after the other and each sees the other's row.
 */
export async function lockUser(
  tx: DbOrTx,
  userId: string,
): Promise<{ pricingPlanId: string; timezone: string } | undefined> {
  const [row] = await tx
    .select({ pricingPlanId: users.pricingPlanId, timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row;
}

export async function countAvailabilities(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(availabilities)
    .where(eq(availabilities.userId, userId));
  return row?.count ?? 0;
}

export async function maxOrder(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ max: max(availabilities.order) })
    .from(availabilities)
    .where(eq(availabilities.userId, userId));
  return row?.max ?? 0;
}

export async function insertAvailability(
  db: DbOrTx,
  row: typeof availabilities.$inferInsert,
): Promise<AvailabilityRow> {
  const [inserted] = await db.insert(availabilities).values(row).returning();
  return inserted!;
}

export async function insertWeeklyPeriods(
  db: DbOrTx,
  userId: string,
  availabilityId: string,
  periods: readonly WeeklyPeriod[],
): Promise<void> {
  if (periods.length === 0) return;
  await db.insert(availabilityWeeklyPeriods).values(periods.map((p) => ({ userId, availabilityId, ...p })));
}

export async function deleteWeeklyPeriods(db: DbOrTx, userId: string, availabilityId: string): Promise<void> {
  await db
    .delete(availabilityWeeklyPeriods)
    .where(
      and(
        eq(availabilityWeeklyPeriods.userId, userId),
        eq(availabilityWeeklyPeriods.availabilityId, availabilityId),
      ),
    );
}

export async function updateAvailability(
  db: DbOrTx,
  userId: string,
  id: string,
  values: { name?: string; timeZone?: string },
): Promise<AvailabilityRow | undefined> {
  const [row] = await db
    .update(availabilities)
    .set({ ...values, updatedAt: stampNow() })
    .where(and(eq(availabilities.userId, userId), eq(availabilities.id, id)))
    .returning();
  return row;
}

/** Points the services that use `availabilityId` at the default; answers how many moved. */
export async function moveServicesToDefault(
  db: DbOrTx,
  userId: string,
  availabilityId: string,
): Promise<number> {
  const moved = await db
    .update(services)
    .set({ availabilityId: DEFAULT_AVAILABILITY_ID, updatedAt: stampNow() })
    .where(and(eq(services.userId, userId), eq(services.availabilityId, availabilityId)))
    .returning({ id: services.id });
  return moved.length;
}

/** Deletes the availability; its weekly periods go with it (ON DELETE CASCADE). */
export async function deleteAvailability(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(availabilities)
    .where(and(eq(availabilities.userId, userId), eq(availabilities.id, id)))
    .returning({ id: availabilities.id });
  return deleted.length > 0;
}
