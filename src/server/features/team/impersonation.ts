import { eq } from 'drizzle-orm';
import { IMPERSONATION_MAX_MS, TEAM_MESSAGES } from '../../../domain/team/team-rules';
import { newSessionToken } from '../../auth/session-cookie';
import type { Db, DbOrTx } from '../../db/client';
import { authSessions, users } from '../../db/schema/auth';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import { newId } from '../../ids';
import * as repo from './repository';
import { consumeLoginToken } from './service';

// 'Log in as' (issue 18, ADR 046): the owner's browser trades the single-use token for a new
// session of the member, marked as an impersonation that points back to the owner's own
// session. It lasts at most an hour, every change in it is audited (requireUser), and it cannot
// reach the member's email, password or team settings.

/** Answered to 'Return to my account' from a session that is not an impersonation, or none. */
export const NOT_IMPERSONATING = 'You are not signed in as a team member';

/** Paths an impersonation may not use: the member's email, password and team settings. */
const RESTRICTED = [
  /^\/api\/team(\/|$)/,
  // The email change and the re-authentication it asks for (ADR 045).
  /^\/api\/account\/(email|email-change|password|reauthenticate)(\/|$)/,
  /^\/api\/session\/(password|email-change)/,
];

export function isRestrictedDuringImpersonation(path: string): boolean {
  return RESTRICTED.some((re) => re.test(path));
}

export type ImpersonationContext = { ownerId: string; memberId: string; sessionId: string };

/**
 * The impersonation a session is, or null. One that has run for an hour is ended here (its
 * session deleted) and answers 401.
 */
export async function activeImpersonation(
  db: DbOrTx,
  sessionId: string,
  now: Date,
): Promise<ImpersonationContext | null> {
  const row = await repo.findImpersonation(db, sessionId);
  if (!row) return null;
  if (now.getTime() - row.startedAt.getTime() >= IMPERSONATION_MAX_MS) {
    await repo.deleteSession(db, sessionId);
    throw unauthorized();
  }
  return { ownerId: row.ownerId, memberId: row.memberId, sessionId };
}

export async function auditImpersonatedRequest(
  db: DbOrTx,
  who: ImpersonationContext,
  request: { method: string; path: string; status: number },
  now: Date,
): Promise<void> {
  await repo.insertAudit(db, {
    id: newId(),
    ownerId: who.ownerId,
    memberId: who.memberId,
    sessionId: who.sessionId,
    method: request.method,
    path: request.path,
    status: request.status,
    createdAt: now,
  });
}

/**
 * Trades a token for a session of the member. Only the owner who asked for the token, signed in
 * in this browser, may use it; the token is spent either way.
 */
export async function startImpersonation(
  db: Db,
  input: { token: string; ownerSession: { id: string; userId: string } | null; userAgent: string | null },
  now: Date,
): Promise<{ token: string; maxAgeSeconds: number }> {
  return db.transaction(async (tx) => {
    const grant = await consumeLoginToken(tx, input.token, now);
    if (!input.ownerSession || input.ownerSession.userId !== grant.ownerId)
      throw badRequest(TEAM_MESSAGES.tokenInvalid);
    // An owner already signed in as someone else goes back to their own session first.
    if (await repo.findImpersonation(tx, input.ownerSession.id))
      throw forbidden(TEAM_MESSAGES.notDuringImpersonation);
    const [member] = await tx
      .select({ disabled: users.disabled })
      .from(users)
      .where(eq(users.id, grant.memberId));
    if (!member || member.disabled) throw badRequest(TEAM_MESSAGES.memberDisabled);
    const sessionId = newId();
    const token = newSessionToken();
    // better-auth judges its sessions by the machine's time (ADR 029); the hour is ours.
    const expiresAt = new Date(Date.now() + IMPERSONATION_MAX_MS);
    await tx.insert(authSessions).values({
      id: sessionId,
      token,
      userId: grant.memberId,
      expiresAt,
      userAgent: input.userAgent,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const who = { ownerId: grant.ownerId, memberId: grant.memberId, sessionId };
    await repo.insertImpersonation(tx, {
      sessionId,
      ownerId: grant.ownerId,
      memberId: grant.memberId,
      ownerSessionId: input.ownerSession.id,
      startedAt: now,
    });
    await auditImpersonatedRequest(
      tx,
      who,
      { method: 'POST', path: '/api/session/impersonation', status: 200 },
      now,
    );
    return { token, maxAgeSeconds: IMPERSONATION_MAX_MS / 1000 };
  });
}

/**
 * Ends the impersonation this session is: its session is deleted, and the owner's own session
 * comes back when it is still valid (else null: the owner signs in again).
 */
export async function endImpersonation(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<{ ownerToken: string; maxAgeSeconds: number } | null> {
  return db.transaction(async (tx) => {
    const row = await repo.findImpersonation(tx, sessionId);
    if (!row) throw badRequest(NOT_IMPERSONATING);
    await auditImpersonatedRequest(
      tx,
      { ownerId: row.ownerId, memberId: row.memberId, sessionId },
      { method: 'DELETE', path: '/api/session/impersonation', status: 200 },
      now,
    );
    await repo.deleteSession(tx, sessionId);
    if (!row.ownerSessionId) return null;
    const owner = await repo.findSessionById(tx, row.ownerSessionId);
    if (!owner || owner.userId !== row.ownerId || owner.expiresAt.getTime() <= Date.now()) return null;
    return {
      ownerToken: owner.token,
      maxAgeSeconds: Math.max(1, Math.floor((owner.expiresAt.getTime() - Date.now()) / 1000)),
    };
  });
}
