import type { ActiveSessionView } from '../../../domain/account/security-input';
import { describeDevice } from '../../../domain/account/security-rules';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { deleteSession, deleteSessionsExcept, listActiveSessions } from './security-repository';

// Issue 18, Security and access: the expert's signed-in browsers, most recently seen first.

export async function listSessions(
  db: DbOrTx,
  userId: string,
  currentId: string,
): Promise<ActiveSessionView[]> {
  const rows = await listActiveSessions(db, userId);
  const sessions = rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.id === currentId,
  }));
  // This browser first, then the others by last seen.
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Another expert's session, or one that does not exist, is not found. */
export async function signOutSession(db: DbOrTx, userId: string, sessionId: string): Promise<void> {
  if (!(await deleteSession(db, userId, sessionId))) throw notFound('Session not found');
}

export async function signOutOtherSessions(db: DbOrTx, userId: string, currentId: string): Promise<number> {
  return deleteSessionsExcept(db, userId, [currentId]);
}
