// The server's one source of 'now' (ADR 029). Every rule that depends on the time of day (free
// slots, booking windows, holds, cancellation notice, expiry, installments, the job queue, signed
// links) reads this clock, never `new Date()`. Production reads the system; a test server can
// be started at a fixed instant (CLOCK_START) from which time then runs at the normal pace.
// Row stamps (created_at, updated_at) are the database's record of when a write happened and
// stay on the database's own clock.

export type Clock = {
  /** The current instant. */
  now(): Date;
};

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` when it is made and then advances as `base` does, so timeouts,
 * holds and retries behave as in production, shifted to another day and hour.
 */
export function clockStartingAt(start: Date, base: Clock = systemClock): Clock {
  const offset = start.getTime() - base.now().getTime();
  return { now: () => new Date(base.now().getTime() + offset) };
}

/** The configured clock: the system's, or one started at CLOCK_START (refused in production). */
export function clockFromConfig(config: { clockStart: Date | undefined }): Clock {
  return config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
}

/** The server's 'now' in epoch milliseconds, for the services that count in them. */
export const nowMs = (deps: { clock: Clock }): number => deps.clock.now().getTime();
