import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarEvents } from '../../db/schema/calendar-cache';
import { stampNow } from '../../db/schema/columns';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

export async function findSessionEvent(db: DbOrTx, sessionId: string): Promise<CalendarEventRow | undefined> {
  const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.sessionId, sessionId));
  return row;
}

export async function saveSessionEvent(
  db: DbOrTx,
  row: { sessionId: string; accountId: string; calendarId: string; eventId: string },
): Promise<void> {
  await db
    .insert(calendarEvents)
    .values({ ...row, updatedAt: stampNow() })
    .onConflictDoUpdate({
      target: calendarEvents.sessionId,
      set: {
        accountId: row.accountId,
        calendarId: row.calendarId,
        eventId: row.eventId,
        updatedAt: stampNow(),
      },
    });
}

export async function forgetSessionEvent(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(calendarEvents).where(eq(calendarEvents.sessionId, sessionId));
}
