import { rescheduleStartError } from '../../../domain/sessions/session-inputs';
import { SESSION_MESSAGES } from '../../../domain/sessions/session-messages';
import type { SessionDetailView } from '../../../domain/sessions/session-view';
import { badRequest, conflict } from '../../http/errors';
import { emailClients } from './client-emails';
import * as repo from './repository';
import { requireSession, type SessionsDeps } from './service';
import { toDetailView } from './views';

/**
 * spec (doc 1, §4, §5): moves a confirmed session to a new start with the same duration, in one
 * transaction under its row lock. rescheduledStart and rescheduledEnd keep the start and end it
 * had before (the spec's "stores the old start and end"; the Rescheduled badge follows them),
 * with the message, the time and who did it; iCalSequence goes up by one and every client gets
 * the updated invite. No availability check: the expert may move a session anywhere.
 */
export async function rescheduleSession(
  deps: SessionsDeps,
  userId: string,
  id: string,
  input: { start: string; message: string | null },
  now: number,
): Promise<SessionDetailView> {
  return deps.db.transaction(async (tx) => {
    const session = await requireSession(tx, userId, id, 'update');
    if (session.status === 'cancelled') throw conflict(SESSION_MESSAGES.isCancelled);
    // Checked again here: a concurrent reschedule may have moved the session to this very start.
    const error = rescheduleStartError(input.start, { originalStart: session.start, now: () => now });
    if (error) throw badRequest(error, { start: error });
    const start = Date.parse(input.start);
    const duration = session.end.getTime() - session.start.getTime();
    await repo.updateSession(tx, session.id, {
      start: new Date(start),
      end: new Date(start + duration),
      rescheduledStart: session.start,
      rescheduledEnd: session.end,
      rescheduledAt: new Date(now),
      rescheduledBy: 'expert',
      reschedulingMessage: input.message,
      iCalSequence: session.iCalSequence + 1,
    });
    await emailClients(tx, deps, session.id, 'rescheduled', input.message, now);
    return toDetailView(await requireSession(tx, userId, id));
  });
}
