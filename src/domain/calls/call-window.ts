// Issue 17: the call room opens 10 minutes before the session starts and stays open a while
// after its end, so a session that runs over is not cut off. A client's join link expires when
// the room closes (call-link.ts on the server signs that instant into the link).

export const MINUTE_MS = 60_000;
/** spec (issue 17): 'Opens from 10 minutes before start'. */
export const OPENS_BEFORE_MS = 10 * MINUTE_MS;
/** Ours: the room stays open 30 minutes after the planned end. */
export const CLOSES_AFTER_MS = 30 * MINUTE_MS;

export type CallWindowState = 'waiting' | 'open' | 'ended';

/** When the room opens and closes for a session from `start` to `end` (epoch milliseconds). */
export function callWindow(start: number, end: number): { opensAt: number; closesAt: number } {
  return { opensAt: start - OPENS_BEFORE_MS, closesAt: end + CLOSES_AFTER_MS };
}

/** Whether the room is not open yet, open, or over at `now`. */
export function callWindowState(start: number, end: number, now: number): CallWindowState {
  const { opensAt, closesAt } = callWindow(start, end);
  if (now < opensAt) return 'waiting';
  return now < closesAt ? 'open' : 'ended';
}
