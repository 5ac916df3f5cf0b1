import { DAY_MS, type Instant, type InstantInput, toInstant } from './instant';
import { zoneOffsetMs } from './time-zones';

/** A local calendar date; month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A local date and time as a clock on the wall in some zone shows it. */
export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second?: number;
  millisecond?: number;
}

/**
 * The wall clock read as if it were UTC. Out-of-range fields roll over (day 32 is the 1st of the
 * next month), which is what calendar arithmetic wants. setUTCFullYear keeps years 0-99 literal.
 */
function wallClockAsUtc(wall: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second ?? 0, wall.millisecond ?? 0);
  return date.getTime();
}

export function instantToWallClock(instant: InstantInput, zone: string): Required<WallClock> {
  const ms = toInstant(instant);
  const shifted = new Date(ms + zoneOffsetMs(ms, zone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
  };
}

/**
 * The instant a wall clock in zone shows this time.
 *
 * Around a daylight-saving change a local time can be missing or happen twice. A missing time
 * (02:30 on the night clocks jump from 02:00 to 03:00) moves forward by the length of the jump,
 * to 03:30, so a weekly slot still happens that day. A repeated time (01:30 on the night clocks
 * fall back) resolves to the earlier of the two instants, the first time the clock shows it.
 * This matches Temporal's 'compatible' disambiguation and does not depend on the process zone.
 */
export function wallClockToInstant(wall: WallClock, zone: string): Instant {
  const local = wallClockAsUtc(wall);
  // Offsets a day either side bracket any single transition near this local time.
  const offsetBefore = zoneOffsetMs(local - DAY_MS, zone);
  const offsetAfter = zoneOffsetMs(local + DAY_MS, zone);
  const early = local - offsetBefore;
  if (offsetBefore === offsetAfter) return early;

  const late = local - offsetAfter;
  const earlyFits = zoneOffsetMs(early, zone) === offsetBefore;
  const lateFits = zoneOffsetMs(late, zone) === offsetAfter;
  if (earlyFits && lateFits) return Math.min(early, late);
  if (earlyFits) return early;
  if (lateFits) return late;
  // Neither reading exists: the time is in a gap. Reading it with the offset from before the
  // jump lands the same distance past the jump.
  return early;
}
