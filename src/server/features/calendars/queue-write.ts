import type { DbOrTx } from '../../db/client';
import type { sessions } from '../../db/schema/sessions';
import { queueSessionWrite } from './calendar-jobs';
import { getSyncTo } from './repository';
import { findSessionEvent } from './write-back-repository';

/**
 * A booking change (announceBookingChange) queues the write of its session to the expert's 'to'
 * calendar — when there is one, or when the session was written before (so a cancel still removes
 * it after the 'to' calendar changed or was cleared).
 */
export async function queueCalendarWrite(
  db: DbOrTx,
  change: {
    booking: { id: string; expertId: string };
    session: Pick<typeof sessions.$inferSelect, 'id' | 'iCalSequence'>;
  },
  kind: string,
  now: number,
): Promise<void> {
  const [to, written] = await Promise.all([
    getSyncTo(db, change.booking.expertId),
    findSessionEvent(db, change.session.id),
  ]);
  if (!to && !written) return;
  await queueSessionWrite(
    db,
    {
      sessionId: change.session.id,
      bookingId: change.booking.id,
      kind,
      sequence: change.session.iCalSequence,
    },
    now,
  );
}
