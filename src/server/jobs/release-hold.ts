import type { Db } from '../db/client';
import { expireHold } from '../features/public-booking/booking-repository';
import type { JobHandler } from './worker';

export const RELEASE_HOLD_JOB = 'booking.release-hold';

// ADR 014: a paid booking's hold still pending at its expiry is released. Idempotent: a paid,
// declined or already released hold is left as it is. (The slot engine already ignores a lapsed
// hold; this makes the status say so.)
export function releaseHoldJob(db: Db): JobHandler {
  return async (job) => {
    const { sessionId } = job.payload as { sessionId: string };
    await expireHold(db, sessionId, new Date());
  };
}
