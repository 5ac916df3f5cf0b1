import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import * as repo from './repository';

// Queuing a session's Zoom meeting sync (ADR 044), in the transaction of the session's change.
// The job itself is in meetings.ts.

export const SYNC_MEETING_JOB = 'zoom.sync-meeting';

/**
 * Queues the meeting's sync after a change to the session, in the change's transaction — only
 * for a Zoom session or one that had a meeting. `change` names the change, so replaying it
 * queues nothing more while every new change gets its own job.
 */
export async function queueZoomSync(db: DbOrTx, sessionId: string, change: string, now: number) {
  await enqueueJob(
    db,
    SYNC_MEETING_JOB,
    { sessionId },
    {
      runAt: new Date(now),
      idempotencyKey: `${SYNC_MEETING_JOB}:${sessionId}:${createHash('sha256').update(change).digest('base64url').slice(0, 22)}`,
    },
  );
}

/**
 * After a session was saved (created, moved, renamed, re-placed, cancelled): its Zoom meeting
 * follows when it is a Zoom session or had a meeting. The change key is what Zoom is told.
 */
export async function queueZoomSyncIfNeeded(
  db: DbOrTx,
  session: {
    id: string;
    locationType: string;
    status: string;
    title: string;
    start: Date;
    end: Date;
    iCalSequence: number;
  },
  now: number,
) {
  if (session.locationType !== 'zoom' && !(await repo.findMeeting(db, session.id))) return;
  const change = [
    session.locationType,
    session.status,
    session.title,
    session.start.getTime(),
    session.end.getTime(),
    session.iCalSequence,
  ];
  await queueZoomSync(db, session.id, change.join('|'), now);
}

/** A deleted session: its meeting, if it had one, is deleted at Zoom. */
export async function queueZoomSyncOfDeleted(db: DbOrTx, sessionId: string, now: number) {
  if (!(await repo.findMeeting(db, sessionId))) return;
  await queueZoomSync(db, sessionId, 'deleted', now);
}
