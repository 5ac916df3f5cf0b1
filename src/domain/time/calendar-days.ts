import { type Instant, type InstantInput, toInstant } from './instant';
import { type CalendarDate, instantToWallClock, wallClockToInstant } from './wall-clock';

/** One local calendar day in a zone, as the instants [start, end) it covers. */
export interface CalendarDay extends CalendarDate {
  start: Instant;
  end: Instant;
}

function startOfDate(date: CalendarDate, zone: string): Instant {
  return wallClockToInstant({ ...date, hour: 0, minute: 0 }, zone);
}

function nextDate({ year, month, day }: CalendarDate): CalendarDate {
  const next = new Date(0);
  next.setUTCFullYear(year, month - 1, day + 1);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/**
 * Local midnight of the instant's day. Where a zone skips midnight for daylight saving the day
 * starts when the clock resumes (01:00).
 */
export function startOfDayInZone(instant: InstantInput, zone: string): Instant {
  const { year, month, day } = instantToWallClock(instant, zone);
  return startOfDate({ year, month, day }, zone);
}

/**
 * The same wall-clock time n calendar days later (or earlier when n is negative), so 09:00 stays
 * 09:00 across a daylight-saving change even though the day in between lasted 23 or 25 hours.
 * A time that does not exist on the target day moves forward; a repeated one takes the earlier.
 */
export function addDaysInZone(instant: InstantInput, days: number, zone: string): Instant {
  if (days === 0) return toInstant(instant);
  const wall = instantToWallClock(instant, zone);
  return wallClockToInstant({ ...wall, day: wall.day + days }, zone);
}

/**
 * The local calendar days that share any instant with [rangeStart, rangeEnd), in order. Days are
 * whole even when the range starts or ends inside them, and last 23 or 25 hours around
 * daylight-saving changes. A day a zone skipped entirely (Samoa's 30 December 2011) is left out.
 */
export function eachDayInZone(rangeStart: InstantInput, rangeEnd: InstantInput, zone: string): CalendarDay[] {
  const end = toInstant(rangeEnd);
  const days: CalendarDay[] = [];
  if (end <= toInstant(rangeStart)) return days;
  const first = instantToWallClock(rangeStart, zone);
  let date: CalendarDate = { year: first.year, month: first.month, day: first.day };
  let start = startOfDate(date, zone);
  while (start < end) {
    const following = nextDate(date);
    const followingStart = startOfDate(following, zone);
    if (followingStart > start) days.push({ ...date, start, end: followingStart });
    date = following;
    start = followingStart;
  }
  return days;
}
