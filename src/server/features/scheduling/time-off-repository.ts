import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stampNow } from '../../db/schema/columns';
import { timeOffPeriods } from '../../db/schema/time-off';

export type TimeOffRow = typeof timeOffPeriods.$inferSelect;

/** spec (doc 2, §7): periods whose end is after `from` (and that start by `until`), by end. */
export async function listTimeOff(
  db: DbOrTx,
  userId: string,
  from: Date,
  until: Date,
): Promise<TimeOffRow[]> {
  return db
    .select()
    .from(timeOffPeriods)
    .where(
      and(eq(timeOffPeriods.userId, userId), gt(timeOffPeriods.end, from), lte(timeOffPeriods.start, until)),
    )
    .orderBy(asc(timeOffPeriods.end));
}

export async function insertTimeOff(
  db: DbOrTx,
  row: typeof timeOffPeriods.$inferInsert,
): Promise<TimeOffRow> {
  const [inserted] = await db.insert(timeOffPeriods).values(row).returning();
  return inserted!;
}

export async function updateTimeOff(
  db: DbOrTx,
  userId: string,
  id: string,
  values: { start: Date; end: Date },
): Promise<TimeOffRow | undefined> {
  const [row] = await db
    .update(timeOffPeriods)
    .set({ ...values, updatedAt: stampNow() })
    .where(and(eq(timeOffPeriods.userId, userId), eq(timeOffPeriods.id, id)))
    .returning();
  return row;
}

export async function deleteTimeOff(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(timeOffPeriods)
    .where(and(eq(timeOffPeriods.userId, userId), eq(timeOffPeriods.id, id)))
    .returning({ id: timeOffPeriods.id });
  return rows.length > 0;
}
