import { addDaysInZone } from '../../../domain/time/calendar-days';
import { formatInZone } from '../../../domain/time/format-in-zone';
import { instantToWallClock, wallClockToInstant } from '../../../domain/time/wall-clock';
import { toLocalInputValue } from '../scheduling/time-off-dates';

// spec (doc 2, §5): group session dates use the browser's time zone.
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A new group session: tomorrow 10:00 to 11:00 (ours; the spec gives no default). */
export function defaultSessionTimes(now: number, zone: string): { start: string; end: string } {
  const today = instantToWallClock(now, zone);
  const tomorrow = { year: today.year, month: today.month, day: today.day + 1 };
  return {
    start: toLocalInputValue(wallClockToInstant({ ...tomorrow, hour: 10, minute: 0 }, zone), zone),
    end: toLocalInputValue(wallClockToInstant({ ...tomorrow, hour: 11, minute: 0 }, zone), zone),
  };
}

/**
 * The next session of a series: a week after its last upcoming one at the same wall-clock time
 * (series usually meet weekly), or tomorrow at 10:00 when none is scheduled.
 */
export function nextSeriesStart(lastStart: string | undefined, now: number, zone: string): string {
  if (lastStart) return toLocalInputValue(addDaysInZone(Date.parse(lastStart), 7, zone), zone);
  return defaultSessionTimes(now, zone).start;
}

/** "Tue 24 Nov", with the year when it is not this year's, for lists and tables. */
export function sessionDay(start: string, zone: string, now = Date.now()): string {
  const at = Date.parse(start);
  const thisYear = formatInZone(at, zone, 'yyyy') === formatInZone(now, zone, 'yyyy');
  return formatInZone(at, zone, thisYear ? 'EEE d MMM' : 'EEE d MMM yyyy');
}

/** "10:00 – 11:00", or with the end's date when it ends on another day. */
export function sessionHours(session: { start: string; end: string }, zone: string): string {
  const sameDay =
    formatInZone(Date.parse(session.start), zone, 'yyyy-MM-dd') ===
    formatInZone(Date.parse(session.end), zone, 'yyyy-MM-dd');
  const end = formatInZone(Date.parse(session.end), zone, sameDay ? 'HH:mm' : 'EEE d MMM, HH:mm');
  return `${formatInZone(Date.parse(session.start), zone, 'HH:mm')} – ${end}`;
}

/** "11:30" or "Wed 25 Nov, 00:30" when the end falls on another day than the start. */
export function endLabel(startInstant: number, durationMinutes: number, zone: string): string {
  const end = startInstant + durationMinutes * 60_000;
  const sameDay = formatInZone(startInstant, zone, 'yyyy-MM-dd') === formatInZone(end, zone, 'yyyy-MM-dd');
  return formatInZone(end, zone, sameDay ? 'HH:mm' : 'EEE d MMM, HH:mm');
}
