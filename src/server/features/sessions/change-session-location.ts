import type { ChangeSessionLocationInput } from '../../../domain/sessions/session-inputs';
import { SESSION_MESSAGES } from '../../../domain/sessions/session-messages';
import type { SessionDetailView } from '../../../domain/sessions/session-view';
import { conflict } from '../../http/errors';
import { resolveLocationSnapshot } from '../group-sessions/location-snapshot';
import { queueZoomSyncIfNeeded } from '../zoom/meeting-queue';
import { emailClientsNewLocation } from './client-emails';
import * as repo from './repository';
import { requireSession, type SessionsDeps } from './service';
import { toDetailView } from './views';

/**
 * Change location: resolved and copied like a group session's (location-snapshot.ts). Every
 * client with a place gets the new place with their updated invite (iCalSequence goes up by
 * one), and in a group session the expert their own invite.
 */
export async function changeSessionLocation(
  deps: SessionsDeps,
  userId: string,
  id: string,
  input: ChangeSessionLocationInput,
  now: number,
): Promise<SessionDetailView> {
  return deps.db.transaction(async (tx) => {
    const session = await requireSession(tx, userId, id, 'update');
    if (session.status === 'cancelled') throw conflict(SESSION_MESSAGES.isCancelled);
    const location = await resolveLocationSnapshot(tx, userId, {
      locationType: input.locationType,
      locationId: input.locationId,
    });
    // A join link belonged to the old place.
    await repo.updateSession(tx, session.id, {
      ...location,
      locationJoinUrl: null,
      iCalSequence: session.iCalSequence + 1,
    });
    await emailClientsNewLocation(tx, deps, session.id, now);
    const moved = await requireSession(tx, userId, id);
    // A Zoom meeting is made for the new place, or the old place's is deleted (ADR 044).
    await queueZoomSyncIfNeeded(tx, moved, now);
    return toDetailView(moved);
  });
}
