import { and, desc, eq, inArray } from 'drizzle-orm';
import { type RecordingStatus, recordingStatesBefore } from '../../../domain/recordings/recording-rules';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { recordings } from '../../db/schema/recordings';
import { sessions } from '../../db/schema/sessions';

// The only code that reads and writes recordings. Every dashboard query takes the expert's id
// (tenancy): another expert's recording is not found.

export type RecordingRow = typeof recordings.$inferSelect & {
  session: { title: string; start: Date } | null;
};

/** One stored file of a recording (spec: hosting.downloads). */
export type RecordingDownload = { key: string; contentType: string; size: number };

const columns = {
  row: recordings,
  title: sessions.title,
  start: sessions.start,
};

function toRow(r: {
  row: typeof recordings.$inferSelect;
  title: string | null;
  start: Date | null;
}): RecordingRow {
  return {
    ...r.row,
    session: r.title !== null && r.start !== null ? { title: r.title, start: r.start } : null,
  };
}

export async function insertRecording(db: DbOrTx, values: { id: string; userId: string; sessionId: string }) {
  await db.insert(recordings).values({ ...values, status: 'inprogress' });
}

export async function listRecordings(
  db: DbOrTx,
  userId: string,
  sessionId?: string,
): Promise<RecordingRow[]> {
  const rows = await db
    .select(columns)
    .from(recordings)
    .leftJoin(sessions, eq(sessions.id, recordings.sessionId))
    .where(
      and(
        eq(recordings.userId, userId),
        sessionId === undefined ? undefined : eq(recordings.sessionId, sessionId),
      ),
    )
    .orderBy(desc(recordings.createdAt), desc(recordings.id));
  return rows.map(toRow);
}

/** The expert's recording, or undefined (also for another expert's). */
export async function findRecording(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<RecordingRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(recordings)
    .leftJoin(sessions, eq(sessions.id, recordings.sessionId))
    .where(and(eq(recordings.id, id), eq(recordings.userId, userId)));
  return row ? toRow(row) : undefined;
}

/** Any recording with its expert's plan: the processing job and the share link. */
export async function findRecordingWithPlan(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...columns, pricingPlanId: users.pricingPlanId })
    .from(recordings)
    .innerJoin(users, eq(users.id, recordings.userId))
    .leftJoin(sessions, eq(sessions.id, recordings.sessionId))
    .where(eq(recordings.id, id));
  return row ? { ...toRow(row), pricingPlanId: row.pricingPlanId } : undefined;
}

/** The session's recording that is still being recorded, if any. */
export async function findRecordingInProgress(db: DbOrTx, userId: string, sessionId: string) {
  const [row] = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(
      and(
        eq(recordings.userId, userId),
        eq(recordings.sessionId, sessionId),
        eq(recordings.status, 'inprogress'),
      ),
    );
  return row;
}

/**
 * Moves a recording to `to` only from a state that may move there (domain rules), so two
 * processes never both finish or fail it; answers whether it moved.
 */
export async function moveRecording(
  db: DbOrTx,
  id: string,
  to: RecordingStatus,
  values: Partial<
    Pick<
      typeof recordings.$inferInsert,
      'duration' | 'processingPercentComplete' | 'downloads' | 'downloadsStatus' | 'downloadsPercentComplete'
    >
  > = {},
): Promise<boolean> {
  const moved = await db
    .update(recordings)
    .set({ status: to, ...values })
    .where(and(eq(recordings.id, id), inArray(recordings.status, recordingStatesBefore(to))))
    .returning({ id: recordings.id });
  return moved.length > 0;
}

export async function setRecordingShared(db: DbOrTx, userId: string, id: string, shared: boolean) {
  await db
    .update(recordings)
    .set({ shared })
    .where(and(eq(recordings.id, id), eq(recordings.userId, userId)));
}

/** Deletes a ready recording of the expert; answers whether it did. */
export async function deleteReadyRecording(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(recordings)
    .where(and(eq(recordings.id, id), eq(recordings.userId, userId), eq(recordings.status, 'ready')))
    .returning({ id: recordings.id });
  return deleted.length > 0;
}
