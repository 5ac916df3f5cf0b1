import { formatInZone } from '../../../domain/time/format-in-zone';
import { instantToWallClock, wallClockToInstant } from '../../../domain/time/wall-clock';

// The value format of <input type="datetime-local">, read and written as a clock in the expert's zone.
const LOCAL_PATTERN = "yyyy-MM-dd'T'HH:mm";
const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function toLocalInputValue(instant: string | number, zone: string): string {
  return formatInZone(new Date(instant), zone, LOCAL_PATTERN);
}

/** The ISO instant a datetime-local value names in zone; anything unreadable is passed on as is. */
export function fromLocalInputValue(value: string, zone: string): string {
  const match = LOCAL_VALUE.exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
  return new Date(wallClockToInstant(wall, zone)).toISOString();
}

/** spec §5: a new period defaults to tomorrow 08:00 to 18:00 in the expert's zone. */
export function defaultTimeOff(now: number, zone: string): { start: string; end: string } {
  const today = instantToWallClock(now, zone);
  const tomorrow = { year: today.year, month: today.month, day: today.day + 1 };
  return {
    start: toLocalInputValue(wallClockToInstant({ ...tomorrow, hour: 8, minute: 0 }, zone), zone),
    end: toLocalInputValue(wallClockToInstant({ ...tomorrow, hour: 18, minute: 0 }, zone), zone),
  };
}

/** "Tue 24 Nov 2026, 08:00 – 18:00", or with both dates when it spans days. */
export function formatPeriod(period: { start: string; end: string }, zone: string): string {
  const start = formatInZone(new Date(period.start), zone, 'EEE d MMM yyyy, HH:mm');
  const sameDay =
    formatInZone(new Date(period.start), zone, 'yyyy-MM-dd') ===
    formatInZone(new Date(period.end), zone, 'yyyy-MM-dd');
  const end = formatInZone(new Date(period.end), zone, sameDay ? 'HH:mm' : 'EEE d MMM yyyy, HH:mm');
  return `${start} – ${end}`;
}
