import type { Db } from '../../db/client';
import type { LiveKitRoomEvent } from '../../integrations/video/adapter';
import type { Presence, UsageMeter } from './usage-meter';
import { expertOfSession } from './usage-repository';

// Call minutes on LiveKit (issue 17, ADRs 040 and 043). The built-in room brackets presence with
// its signalling socket; on LiveKit the sockets are LiveKit's, so its webhooks bracket it instead:
// participant_joined enters the same usage meter, participant_left (or room_finished) leaves it.
// LiveKit delivers a webhook at least once: each event id is applied once; a second joined for
// someone already present, or a left for someone absent, changes nothing.

/** How many event ids are remembered; LiveKit retries a delivery within seconds, not thousands later. */
const REMEMBERED_EVENTS = 10_000;

export type LiveKitPresence = {
  /** Applies one verified event: 'duplicate' when its id was applied before. */
  apply(event: LiveKitRoomEvent): Promise<'applied' | 'duplicate'>;
};

export function createLiveKitPresence(options: { db: Db; meter: UsageMeter }): LiveKitPresence {
  const seen = new Set<string>();
  const present = new Map<string, Presence>();
  const key = (roomId: string, participantId: string) => `${roomId}\u0000${participantId}`;

  function remember(id: string) {
    seen.add(id);
    if (seen.size > REMEMBERED_EVENTS) seen.delete(seen.values().next().value as string);
  }

  return {
    async apply(event) {
      if (seen.has(event.id)) return 'duplicate';
      remember(event.id);
      try {
        if (event.type === 'participant_joined') {
          const k = key(event.roomId, event.participantId);
          // Rooms are sessions: a room of ours has an expert to charge; any other is not counted.
          if (!present.has(k) && (await expertOfSession(options.db, event.roomId)) && !present.has(k))
            present.set(k, options.meter.enter(event.roomId, event.participantId));
        } else if (event.type === 'participant_left') {
          const k = key(event.roomId, event.participantId);
          present.get(k)?.leave();
          present.delete(k);
        } else if (event.type === 'room_finished') {
          for (const [k, presence] of present) {
            if (!k.startsWith(`${event.roomId}\u0000`)) continue;
            presence.leave();
            present.delete(k);
          }
        }
      } catch (err) {
        // Not applied: LiveKit's retry may apply it.
        seen.delete(event.id);
        throw err;
      }
      return 'applied';
    },
  };
}

const byMeter = new WeakMap<UsageMeter, LiveKitPresence>();

/** The app's one presence book for LiveKit rooms (one per usage meter). */
export function liveKitPresenceOf(options: { db: Db; meter: UsageMeter }): LiveKitPresence {
  let presence = byMeter.get(options.meter);
  if (!presence) {
    presence = createLiveKitPresence(options);
    byMeter.set(options.meter, presence);
  }
  return presence;
}
