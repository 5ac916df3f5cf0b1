import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authSessions } from '../db/schema/auth';

/** Last seen, on the database's clock like the other row stamps; moved at most every 5 minutes. */
export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ updatedAt: sql`now()` })
    .where(
      and(eq(authSessions.id, sessionId), sql`${authSessions.updatedAt} < now() - interval '5 minutes'`),
    );
}
