import { SESSION_MESSAGES } from '../../../domain/sessions/session-messages';
import type { CancelSessionResultView } from '../../../domain/sessions/session-view';
import { conflict } from '../../http/errors';
import { returnPackageCredits } from '../package-purchase/use-repository';
import { emailClients } from './client-emails';
import * as repo from './repository';
import { requireSession, type SessionsDeps } from './service';
import { toDetailView } from './views';

/**
 * spec (doc 1, §4, §5): cancels a confirmed session in one transaction under its row lock:
 * cancelledAt, a null cancelledBy (the expert) and the optional message; package credits the
 * session used go back; every client is emailed a cancellation with a METHOD:CANCEL invite.
 * A group session nobody booked is deleted instead.
 */
export async function cancelSession(
  deps: SessionsDeps,
  userId: string,
  id: string,
  input: { message: string | null },
  now: number,
): Promise<CancelSessionResultView> {
  return deps.db.transaction(async (tx) => {
    const session = await requireSession(tx, userId, id, 'update');
    if (session.status === 'cancelled') throw conflict(SESSION_MESSAGES.alreadyCancelled);
    // spec: a group session with zero bookings is deleted instead of cancelled.
    if (session.type === 'group' && !(await repo.hasAnyPlace(tx, session))) {
      await repo.deleteSession(tx, session.id);
      return { outcome: 'deleted', session: null };
    }
    await repo.updateSession(tx, session.id, {
      status: 'cancelled',
      cancelledAt: new Date(now),
      cancelledBy: null,
      cancellationMessage: input.message,
      // Calendars apply a CANCEL only if it is at least as new as what they hold (RFC 5546).
      iCalSequence: session.iCalSequence + 1,
    });
    await returnPackageCredits(tx, session.id);
    await emailClients(tx, deps, session.id, 'cancelled', input.message, now);
    return { outcome: 'cancelled', session: toDetailView(await requireSession(tx, userId, id)) };
  });
}
