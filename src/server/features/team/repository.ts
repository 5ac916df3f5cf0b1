import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authSessions, users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { impersonationAudit, impersonations, teamLoginTokens } from '../../db/schema/team';

// The team's SQL (issue 18, ADR 046). Every read of a member is scoped by its owner.

export async function findTeamUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, teamOwnerId: users.teamOwnerId, pricingPlanId: users.pricingPlanId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The owner and their members, the owner first, then by last and first name. */
export function listTeam(db: DbOrTx, ownerId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      disabled: users.disabled,
      bookingPageSlug: bookingPages.slug,
    })
    .from(users)
    .leftJoin(bookingPages, eq(bookingPages.userId, users.id))
    .where(eq(users.teamOwnerId, ownerId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** A member of this owner's team (never another team's user), or undefined. */
export async function findMember(db: DbOrTx, ownerId: string, memberId: string) {
  const [row] = await db
    .select({ id: users.id, disabled: users.disabled })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.teamOwnerId, ownerId)));
  return row;
}

export async function insertMember(db: DbOrTx, row: typeof users.$inferInsert) {
  await db.insert(users).values(row);
}

export async function setDisabled(db: DbOrTx, memberId: string, disabled: boolean, now: Date) {
  await db.update(users).set({ disabled, updatedAt: now }).where(eq(users.id, memberId));
}

/** Signs the user out everywhere (their own sessions and any owner's impersonations of them). */
export async function deleteSessionsOf(db: DbOrTx, userId: string) {
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

export async function insertLoginToken(db: DbOrTx, row: typeof teamLoginTokens.$inferInsert) {
  await db.insert(teamLoginTokens).values(row);
}

/** Marks an unused, unexpired token used and returns it; a second use finds nothing. */
export async function consumeLoginToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(teamLoginTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(teamLoginTokens.tokenHash, tokenHash),
        isNull(teamLoginTokens.usedAt),
        gt(teamLoginTokens.expiresAt, now),
      ),
    )
    .returning({ ownerId: teamLoginTokens.ownerId, memberId: teamLoginTokens.memberId });
  return row;
}

export async function insertImpersonation(db: DbOrTx, row: typeof impersonations.$inferInsert) {
  await db.insert(impersonations).values(row);
}

export async function findImpersonation(db: DbOrTx, sessionId: string) {
  const [row] = await db.select().from(impersonations).where(eq(impersonations.sessionId, sessionId));
  return row;
}

export async function findSessionById(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      id: authSessions.id,
      token: authSessions.token,
      userId: authSessions.userId,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return row;
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

export async function insertAudit(db: DbOrTx, row: typeof impersonationAudit.$inferInsert) {
  await db.insert(impersonationAudit).values(row);
}

export function listAudit(db: DbOrTx, memberId: string) {
  return db
    .select()
    .from(impersonationAudit)
    .where(eq(impersonationAudit.memberId, memberId))
    .orderBy(asc(impersonationAudit.createdAt));
}
