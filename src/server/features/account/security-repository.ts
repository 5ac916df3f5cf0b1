import { and, desc, eq, gt, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authSessions, authVerifications, users } from '../../db/schema/auth';
import { emailChanges } from '../../db/schema/email-changes';
import { newId } from '../../ids';

// Issue 18 (ADR 045): pending email changes and the expert's signed-in browsers.

export async function findSessionSignedInAt(db: DbOrTx, sessionId: string, userId: string) {
  const [row] = await db
    .select({ createdAt: authSessions.createdAt })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)));
  return row?.createdAt;
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** A new pending change replaces the user's earlier ones: only the latest link works. */
export async function replacePendingEmailChange(
  db: DbOrTx,
  change: { userId: string; newEmail: string; tokenHash: string; sessionId: string | null; expiresAt: Date },
): Promise<void> {
  await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
  await db.insert(emailChanges).values({
    id: newId(),
    userId: change.userId,
    newEmail: change.newEmail,
    tokenHash: change.tokenHash,
    requestedBySessionId: change.sessionId,
    expiresAt: change.expiresAt,
  });
}

/**
 * Marks the link's change used and returns it, in one statement, so two openings of one link
 * cannot both apply it; an expired or used link returns nothing.
 */
export async function takeEmailChange(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .returning({
      userId: emailChanges.userId,
      newEmail: emailChanges.newEmail,
      requestedBySessionId: emailChanges.requestedBySessionId,
    });
  return row;
}

/** The new address, verified: the user opened a link sent to it. */
export async function setUserEmail(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({ email, emailVerified: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Password reset links sent to the old address stop working (better-auth keys them by token). */
export async function deletePasswordResetTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(authVerifications)
    .where(and(like(authVerifications.identifier, 'reset-password:%'), eq(authVerifications.value, userId)));
}

export async function listActiveSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ipAddress: authSessions.ipAddress,
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, sql`now()`)))
    .orderBy(desc(authSessions.updatedAt), desc(authSessions.createdAt));
}

/** Ends one of the user's sessions; false when the id is not one of theirs. */
export async function deleteSession(db: DbOrTx, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/** Ends every session of the user except the ones named; returns how many ended. */
export async function deleteSessionsExcept(db: DbOrTx, userId: string, keep: string[]): Promise<number> {
  const rows = await db
    .delete(authSessions)
    .where(
      keep.length > 0
        ? and(eq(authSessions.userId, userId), notInArray(authSessions.id, keep))
        : eq(authSessions.userId, userId),
    )
    .returning({ id: authSessions.id });
  return rows.length;
}
