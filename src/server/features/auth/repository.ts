import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInThrottles, users } from '../../db/schema/auth';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, disabled: users.disabled, name: users.name })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return user;
}

/** Failures counted for `key` since `windowStart` (0 when the window has passed). */
export async function countRecentFailures(db: DbOrTx, key: string, windowStart: Date): Promise<number> {
  const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.key, key));
  if (!row || row.windowStartedAt < windowStart) return 0;
  return row.failedCount;
}

/** Adds one failure atomically; a window that has passed restarts at one. */
export async function recordFailure(db: DbOrTx, key: string, now: Date, windowStart: Date): Promise<void> {
  const expired = sql`${signInThrottles.windowStartedAt} < ${windowStart.toISOString()}`;
  await db
    .insert(signInThrottles)
    .values({ key, failedCount: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failedCount: sql`case when ${expired} then 1 else ${signInThrottles.failedCount} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${signInThrottles.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}
