/** Epoch milliseconds (UTC). The domain computes with these and converts zones only at the edges. */
export type Instant = number;

/** What callers may pass: epoch milliseconds or a Date (including a TZDate). */
export type InstantInput = number | Date;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function toInstant(input: InstantInput): Instant {
  return typeof input === 'number' ? input : input.getTime();
}

/**
 * Rounds down to the start of the minute (spec: upcoming sessions are measured from the current
 * time rounded down to the minute). Every zone in use today is offset from UTC by whole minutes,
 * so the UTC minute boundary is the local one too.
 */
export function floorToMinute(input: InstantInput): Instant {
  return Math.floor(toInstant(input) / MINUTE_MS) * MINUTE_MS;
}
