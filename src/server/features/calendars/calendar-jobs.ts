import { MINUTE_MS } from '../../../domain/time/instant';
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

// The calendars' two jobs (issue 16, ADR 039), on the durable queue.

export const REFRESH_BUSY_JOB = 'calendars.refresh-busy';
export const WRITE_SESSION_JOB = 'calendars.write-session';

/**
 * How often an account's busy cache is refreshed, and how old it may be before a page asks again.
 * A refresh is mostly a change check (ADR 039: one PROPFIND, or one short list per calendar), so
 * once a minute: an event the expert adds blocks its slots within a minute or two. The TTL is
 * three periods, so a page queues its own refresh only when the chain has fallen behind.
 */
export const BUSY_REFRESH_EVERY_MS = MINUTE_MS;
export const BUSY_TTL_MS = 3 * MINUTE_MS;

const slotOf = (at: number, every: number) => Math.floor(at / every) * every;

/**
 * Refreshes an account's busy cache. `reason` keys the job: 'now' (a connect or a sync change:
 * its own job at once), 'stale' (a page found the cache filled at `staleSince`, or never: one
 * job per such state and TTL slot, however many pages ask) or 'next' (the chain: one per period).
 */
export async function queueBusyRefresh(
  db: DbOrTx,
  accountId: string,
  at: number,
  reason: 'now' | 'stale' | 'next',
  staleSince: Date | null = null,
): Promise<void> {
  const key =
    reason === 'now'
      ? `${REFRESH_BUSY_JOB}:${accountId}@now:${at}`
      : reason === 'stale'
        ? `${REFRESH_BUSY_JOB}:${accountId}@stale:${staleSince?.getTime() ?? 'never'}:${slotOf(at, BUSY_TTL_MS)}`
        : `${REFRESH_BUSY_JOB}:${accountId}@${slotOf(at, BUSY_REFRESH_EVERY_MS)}`;
  await enqueueJob(
    db,
    REFRESH_BUSY_JOB,
    { accountId },
    { runAt: new Date(at), idempotencyKey: key, maxAttempts: 3 },
  );
}

/**
 * Writes a session's change to the expert's 'to' calendar. Keyed by the session and the change
 * (booking, kind, the session's sequence), so replaying one change queues nothing more while
 * every reschedule gets its own job; the job reads the session as it is when it runs.
 */
export async function queueSessionWrite(
  db: DbOrTx,
  change: { sessionId: string; bookingId: string; kind: string; sequence: number },
  at: number,
): Promise<void> {
  await enqueueJob(
    db,
    WRITE_SESSION_JOB,
    { sessionId: change.sessionId, bookingId: change.bookingId },
    {
      runAt: new Date(at),
      idempotencyKey: `${WRITE_SESSION_JOB}:${change.sessionId}:${change.bookingId}:${change.kind}:${change.sequence}`,
    },
  );
}
