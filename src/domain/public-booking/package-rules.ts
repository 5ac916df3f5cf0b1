import { addDaysInZone } from '../time/calendar-days';
import type { Instant } from '../time/instant';
import { instantToWallClock, wallClockToInstant } from '../time/wall-clock';

// Issue 4 (packages): when a monthly plan's instalments fall due and when a bought package
// expires. Both count calendar time in the expert's zone, so a plan bought at 10:00 falls due
// at 10:00 each month whatever daylight saving does in between.

function daysInMonth(year: number, month: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return last.getUTCDate();
}

/**
 * The due dates of `count` monthly instalments: the first at `first` (paid at checkout), then on
 * the same day of each following month at the same wall-clock time in `zone`. A day a month
 * lacks becomes that month's last day, counted from the first date each time (31 January, 28
 * February, 31 March), never drifting.
 */
export function installmentDueDates(first: Instant, count: number, zone: string): Instant[] {
  const wall = instantToWallClock(first, zone);
  const dates: Instant[] = [];
  for (let i = 0; i < count; i++) {
    if (i === 0) {
      dates.push(first);
      continue;
    }
    const monthIndex = wall.month - 1 + i;
    const year = wall.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const day = Math.min(wall.day, daysInMonth(year, month));
    dates.push(wallClockToInstant({ ...wall, year, month, day }, zone));
  }
  return dates;
}

/**
 * spec (Booked package): expiresAt, counted from the moment the purchase is confirmed: the same
 * wall-clock time `expiryDays` calendar days later in `zone`; null when the package never expires.
 */
export function packageExpiresAt(
  confirmedAt: Instant,
  expiryDays: number | null,
  zone: string,
): Instant | null {
  return expiryDays === null ? null : addDaysInZone(confirmedAt, expiryDays, zone);
}

/** Whether a package that expires at `expiresAt` (null: never) has expired at `now`. */
export const isPackageExpired = (expiresAt: Instant | null, now: Instant) =>
  expiresAt !== null && expiresAt <= now;
