import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { stampNow } from '../../db/schema/columns';
import { connectedAccounts } from '../../db/schema/connected-accounts';
import { sessions } from '../../db/schema/sessions';
import { userSettings } from '../../db/schema/user-settings';
import { zoomMeetings, zoomOauthStates } from '../../db/schema/zoom';

// Zoom's rows (ADR 044). Every read by an expert names them: another expert's rows are not found.

export type ZoomAccountRow = typeof connectedAccounts.$inferSelect;
export type ZoomMeetingRow = typeof zoomMeetings.$inferSelect;

const isZoom = and(eq(connectedAccounts.type, 'conferencing'), eq(connectedAccounts.provider, 'zoom'));

/** The expert's Zoom account (one at most); `lock` holds it until the transaction ends. */
export async function findZoomAccount(
  db: DbOrTx,
  userId: string,
  lock?: 'update',
): Promise<ZoomAccountRow | undefined> {
  const query = db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, userId), isZoom))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertZoomAccount(db: DbOrTx, values: typeof connectedAccounts.$inferInsert) {
  await db.insert(connectedAccounts).values(values);
}

/** A reconnect: the (possibly other) Zoom user, new tokens, the problem cleared. */
export async function replaceZoomAccount(
  db: DbOrTx,
  id: string,
  values: { externalId: string; email: string | null; credentials: unknown; connectedAt: Date },
) {
  await db
    .update(connectedAccounts)
    .set({
      ...values,
      credentials: values.credentials as Record<string, unknown>,
      hasAuthError: false,
      enabled: true,
      updatedAt: stampNow(),
    })
    .where(eq(connectedAccounts.id, id));
}

export async function storeZoomCredentials(db: DbOrTx, id: string, credentials: unknown) {
  await db
    .update(connectedAccounts)
    .set({ credentials: credentials as Record<string, unknown>, updatedAt: stampNow() })
    .where(eq(connectedAccounts.id, id));
}

/** Marks the account's credentials refused; true when this call made the change. */
export async function flagZoomAuthError(db: DbOrTx, id: string): Promise<boolean> {
  const changed = await db
    .update(connectedAccounts)
    .set({ hasAuthError: true, updatedAt: stampNow() })
    .where(and(eq(connectedAccounts.id, id), eq(connectedAccounts.hasAuthError, false)))
    .returning({ id: connectedAccounts.id });
  return changed.length > 0;
}

export async function deleteZoomAccount(db: DbOrTx, userId: string): Promise<boolean> {
  const gone = await db
    .delete(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, userId), isZoom))
    .returning({ id: connectedAccounts.id });
  return gone.length > 0;
}

/** A default of Zoom goes back to built-in video (the account it needed is gone). */
export async function resetZoomDefault(db: DbOrTx, userId: string) {
  await db
    .update(userSettings)
    .set({ conferencingProvider: 'daily', conferencingLocationId: null, updatedAt: stampNow() })
    .where(and(eq(userSettings.userId, userId), eq(userSettings.conferencingProvider, 'zoom')));
}

export async function insertOauthState(db: DbOrTx, row: typeof zoomOauthStates.$inferInsert) {
  await db.insert(zoomOauthStates).values(row);
}

/** Takes the state if it is this expert's and unexpired: a state works once. */
export async function takeOauthState(db: DbOrTx, userId: string, stateHash: string, now: Date) {
  const taken = await db
    .delete(zoomOauthStates)
    .where(
      and(
        eq(zoomOauthStates.stateHash, stateHash),
        eq(zoomOauthStates.userId, userId),
        gt(zoomOauthStates.expiresAt, now),
      ),
    )
    .returning({ stateHash: zoomOauthStates.stateHash });
  return taken.length > 0;
}

export async function deleteExpiredOauthStates(db: DbOrTx, now: Date) {
  await db.delete(zoomOauthStates).where(lt(zoomOauthStates.expiresAt, now));
}

export async function findMeeting(db: DbOrTx, sessionId: string): Promise<ZoomMeetingRow | undefined> {
  const [row] = await db.select().from(zoomMeetings).where(eq(zoomMeetings.sessionId, sessionId));
  return row;
}

export async function insertMeeting(db: DbOrTx, row: typeof zoomMeetings.$inferInsert) {
  await db.insert(zoomMeetings).values(row);
}

export async function updateMeeting(
  db: DbOrTx,
  sessionId: string,
  values: Pick<ZoomMeetingRow, 'topic' | 'start' | 'durationMinutes'>,
) {
  await db
    .update(zoomMeetings)
    .set({ ...values, updatedAt: stampNow() })
    .where(eq(zoomMeetings.sessionId, sessionId));
}

export async function deleteMeeting(db: DbOrTx, sessionId: string) {
  await db.delete(zoomMeetings).where(eq(zoomMeetings.sessionId, sessionId));
}

/** The session as the meeting job reads it, whatever its status; undefined once deleted. */
export async function findSessionForMeeting(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      expertId: sessions.expertId,
      type: sessions.type,
      status: sessions.status,
      title: sessions.title,
      start: sessions.start,
      end: sessions.end,
      locationType: sessions.locationType,
      locationJoinUrl: sessions.locationJoinUrl,
      iCalSequence: sessions.iCalSequence,
      timezone: users.timezone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.expertId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/** Sets the session's join link (the meeting's), moving its invite's sequence on when it changes. */
export async function setSessionJoinUrl(db: DbOrTx, sessionId: string, joinUrl: string | null) {
  await db
    .update(sessions)
    .set({
      locationJoinUrl: joinUrl,
      iCalSequence: sql`${sessions.iCalSequence} + 1`,
      updatedAt: stampNow(),
    })
    .where(eq(sessions.id, sessionId));
}

/** The expert's confirmed Zoom sessions that have not ended and have no meeting yet. */
export async function listSessionsWantingMeetings(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .leftJoin(zoomMeetings, eq(zoomMeetings.sessionId, sessions.id))
    .where(
      and(
        eq(sessions.expertId, userId),
        eq(sessions.status, 'confirmed'),
        eq(sessions.locationType, 'zoom'),
        gt(sessions.end, now),
        sql`${zoomMeetings.sessionId} is null`,
      ),
    )
    .limit(500);
}
