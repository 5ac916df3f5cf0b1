import { sql } from 'drizzle-orm';
import { OFFICE_HOURS } from '../../../domain/scheduling/availability-input';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  availabilities,
  availabilityWeeklyPeriods,
  DEFAULT_AVAILABILITY_ID,
} from '../../db/schema/availabilities';

// spec (doc 2, §3 and §9): every expert has the default availability, id 'availability', named
// Working hours. It is created on first use with office hours, Monday to Friday 09:00-17:00, in
// the expert's time zone, so a new service is bookable before the expert edits anything.
export const DEFAULT_AVAILABILITY_NAME = 'Working hours';

/**
 * Creates the default availability if the expert has none yet; safe to call concurrently and on
 * every read (one insert that does nothing once the row exists).
 */
export async function ensureDefaultAvailability(db: DbOrTx, userId: string): Promise<void> {
  const inserted = await db
    .insert(availabilities)
    .select(
      db
        .select({
          userId: users.id,
          id: sql<string>`${DEFAULT_AVAILABILITY_ID}`.as('id'),
          name: sql<string>`${DEFAULT_AVAILABILITY_NAME}`.as('name'),
          order: sql<number>`0`.as('order'),
          timeZone: users.timezone,
          createdAt: sql<Date>`now()`.as('created_at'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(users)
        .where(sql`${users.id} = ${userId}`),
    )
    .onConflictDoNothing()
    .returning({ id: availabilities.id });
  if (inserted.length === 0) return;
  await db
    .insert(availabilityWeeklyPeriods)
    .values(OFFICE_HOURS.map((p) => ({ userId, availabilityId: DEFAULT_AVAILABILITY_ID, ...p })))
    .onConflictDoNothing();
}
