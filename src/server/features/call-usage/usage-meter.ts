import { secondsByMonth } from '../../../domain/calls/call-usage';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { addUsage, expertOfSession } from './usage-repository';

// Participant seconds counted on the server from real presence in rooms (issue 17, ADR 043).
// The signalling socket brackets a participant's presence: open → close, whatever closed it
// (Leave, the tab gone, the expert removing them or ending the call, the server shutting down).
// One participant is present once however many sockets they hold: a reconnect that overlaps its
// old socket for a moment is not counted twice. Time is written to the expert's month every
// minute while a call runs (a crash loses at most that minute) and when the participant leaves.

export type Presence = { leave(): void };

export type UsageMeter = {
  /** A participant's socket opened in a session's room; `leave` when it closes. */
  enter(sessionId: string, participantId: string): Presence;
  /** Writes every open presence's time so far (the minute timer; tests). */
  flush(): Promise<void>;
  /** Writes what is open and stops counting (shutdown). */
  stop(): Promise<void>;
};

type Open = { sessionId: string; sockets: number; since: number };

const FLUSH_INTERVAL_MS = 60_000;

export function createUsageMeter(options: { db: Db; now: () => number; log: Logger }): UsageMeter {
  const open = new Map<string, Open>();
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | undefined;

  /** Charges [from, to) of one participant to the session's expert, split by month. */
  async function charge(sessionId: string, from: number, to: number) {
    const parts = secondsByMonth(from, to);
    if (parts.length === 0) return;
    const expertId = await expertOfSession(options.db, sessionId);
    if (!expertId) return;
    await options.db.transaction(async (tx) => {
      for (const part of parts) await addUsage(tx, expertId, part.month, part.seconds, new Date(to));
    });
  }

  /** Writes in order, one at a time: each presence's spans follow on from each other. */
  function record(sessionId: string, from: number, to: number) {
    writing = writing
      .then(() => charge(sessionId, from, to))
      .catch((err) => options.log.warn('call usage write failed', { err, sessionId }));
    return writing;
  }

  function ensureTimer() {
    if (timer) return;
    timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
    timer.unref();
  }

  function flush() {
    const now = options.now();
    for (const presence of open.values()) {
      if (now <= presence.since) continue;
      void record(presence.sessionId, presence.since, now);
      presence.since = now;
    }
    return writing;
  }

  return {
    enter(sessionId, participantId) {
      const key = `${sessionId}\u0000${participantId}`;
      const existing = open.get(key);
      if (existing) existing.sockets += 1;
      else open.set(key, { sessionId, sockets: 1, since: options.now() });
      ensureTimer();
      let left = false;
      return {
        leave() {
          if (left) return;
          left = true;
          const presence = open.get(key);
          if (!presence) return;
          presence.sockets -= 1;
          if (presence.sockets > 0) return;
          open.delete(key);
          void record(sessionId, presence.since, options.now());
          if (open.size === 0 && timer) {
            clearInterval(timer);
            timer = undefined;
          }
        },
      };
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
      open.clear();
    },
  };
}
