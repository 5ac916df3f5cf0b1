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

/**
 * Counts one more attempt for `key` and returns the count within the window and when the window
 * started, atomically, so concurrent attempts each see a different number; a window that has
 * passed restarts at one.
 */
export async function countAttempt(
  db: DbOrTx,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<{ count: number; windowStartedAt: Date }> {
  const expired = sql`${signInThrottles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ key, failedCount: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failedCount: sql`case when ${expired} then 1 else ${signInThrottles.failedCount} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${signInThrottles.windowStartedAt} end`,
      },
    })
    .returning({ count: signInThrottles.failedCount, windowStartedAt: signInThrottles.windowStartedAt });
  return row!;
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

export async function setTimezone(db: DbOrTx, email: string, timezone: string): Promise<void> {
  await db.update(users).set({ timezone }).where(eq(users.email, email.toLowerCase()));
}
