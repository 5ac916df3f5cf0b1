import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import type { BusyInterval } from './port';

// iCalendar (RFC 5545) → busy intervals, for CalDAV calendars (issue 16, ADR 039). Parsing and
// recurrence (RRULE, RDATE, EXDATE) are ical.js's; this file only decides what is busy:
// - every VEVENT is busy from its start to its end, unless TRANSP:TRANSPARENT or STATUS:CANCELLED;
// - a RECURRENCE-ID override replaces the occurrence it names (moved, changed or cancelled),
//   wherever it moved to, inside or outside the window;
// - DTEND gives every occurrence the same exact length (RFC 5545 §3.8.5.3); DURATION and all-day
//   lengths are nominal (a day stays a day across a DST change);
// - times with a TZID use the object's VTIMEZONE when it has one, else the IANA zone of that name;
// - floating times, unknown TZIDs and all-day DATE values are read in `timeZone` (the calendar's
//   zone when the server gives one, else the adapter's default, UTC).
// RANGE=THISANDFUTURE overrides are read as single overrides (no CalDAV client we know writes them).

export type IcsBusyOptions = {
  /** The window [from, to), epoch milliseconds. */
  from: number;
  to: number;
  /** IANA zone for floating times and all-day dates. */
  timeZone: string;
};

/** A runaway RRULE (every minute since 1970) cannot stall a slot search. */
const MAX_OCCURRENCES = 50_000;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

/** The busy intervals of one calendar object (a VCALENDAR), sorted by start; throws when it is not iCalendar. */
export function busyFromIcs(text: string, options: IcsBusyOptions): BusyInterval[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const series = new Map<string, { master: Component | null; overrides: Component[] }>();
  for (const [index, vevent] of root.getAllSubcomponents('vevent').entries()) {
    if (!vevent.hasProperty('dtstart')) continue;
    // One series per UID; a VEVENT without a UID (not valid, but seen) stands alone.
    const key = String(vevent.getFirstPropertyValue('uid') ?? '') || `#${index}`;
    const entry = series.get(key) ?? { master: null, overrides: [] };
    if (vevent.hasProperty('recurrence-id')) entry.overrides.push(vevent);
    else entry.master ??= vevent;
    series.set(key, entry);
  }
  const busy: BusyInterval[] = [];
  const keep = (interval: BusyInterval | null) => {
    if (
      interval &&
      interval.end > options.from &&
      interval.start < options.to &&
      interval.end > interval.start
    )
      busy.push(interval);
  };
  for (const { master, overrides } of series.values()) {
    const replaced = new Set<number>();
    for (const override of overrides) {
      const rid = override.getFirstProperty('recurrence-id');
      if (rid)
        replaced.add(
          instant(rid.getFirstValue() as Time, tzidOf(override, 'recurrence-id'), options.timeZone),
        );
      if (isBusy(override)) keep(span(override, timeOf(override, 'dtstart'), master, options.timeZone));
    }
    if (master && isBusy(master)) expandMaster(master, replaced, options, keep);
  }
  return busy.sort((a, b) => a.start - b.start || a.end - b.end);
}

function expandMaster(
  master: Component,
  replaced: ReadonlySet<number>,
  options: IcsBusyOptions,
  keep: (interval: BusyInterval | null) => void,
) {
  const event = new ICAL.Event(master);
  if (!event.isRecurring()) {
    keep(span(master, timeOf(master, 'dtstart'), null, options.timeZone));
    return;
  }
  const tzid = tzidOf(master, 'dtstart');
  const seen = new Set<number>();
  // ical.js yields DTSTART only through an RRULE; with RDATEs alone DTSTART is still the first
  // occurrence (RFC 5545 §3.8.5.2), unless an EXDATE removes it.
  if (!master.hasProperty('rrule')) {
    const dtstart = timeOf(master, 'dtstart');
    const start = instant(dtstart, tzid, options.timeZone);
    const excluded = master
      .getAllProperties('exdate')
      .some((exdate) =>
        exdate
          .getValues()
          .some(
            (value) =>
              instant(value as Time, exdate.getParameter('tzid') as string | null, options.timeZone) ===
              start,
          ),
      );
    if (!excluded && !replaced.has(start)) keep(span(master, dtstart, null, options.timeZone));
    seen.add(start);
  }
  const first = timeOf(master, 'dtstart');
  const firstSpan = span(master, first, null, options.timeZone);
  const length = Math.max(firstSpan.end - firstSpan.start, 0);
  const iterator = event.iterator(expansionStart(master, first, length, options.from));
  for (let count = 0; count < MAX_OCCURRENCES; count++) {
    const occurrence = iterator.next();
    if (!occurrence) return;
    // Skip the exact (costly) conversion of occurrences that certainly end before the window.
    if (wallClockAsUtc(occurrence) + length + 2 * DAY < options.from) continue;
    const start = instant(occurrence, tzid, options.timeZone);
    if (start >= options.to) return;
    if (replaced.has(start) || seen.has(start)) continue;
    seen.add(start);
    keep(span(master, occurrence, null, options.timeZone));
  }
}

const DAY = 86_400_000;

/**
 * Where to start expanding. ical.js walks a series from DTSTART, about 50 µs an occurrence: a
 * weekday stand-up since 2016 would cost a second. A DAILY or WEEKLY rule without COUNT (and no
 * RDATE) gives the same occurrences from any start a whole number of its periods later (same
 * weekday, same week parity, same wall-clock time, EXDATEs and UNTIL absolute), so the walk starts
 * just before the window. The start itself is always yielded even when the rule would not give it;
 * it lies a period and the event's length before the window, so it never counts.
 */
function expansionStart(master: Component, dtstart: Time, lengthMs: number, from: number): Time {
  const rules = master.getAllProperties('rrule');
  if (rules.length !== 1 || master.hasProperty('rdate')) return dtstart;
  const rule = rules[0]?.getFirstValue() as InstanceType<typeof ICAL.Recur>;
  if (rule.count || (rule.freq !== 'DAILY' && rule.freq !== 'WEEKLY')) return dtstart;
  const periodDays = (rule.freq === 'DAILY' ? 1 : 7) * (rule.interval || 1);
  const earliest = from - lengthMs - 2 * DAY - periodDays * DAY;
  const periods = Math.floor((earliest - wallClockAsUtc(dtstart)) / (periodDays * DAY));
  if (periods < 1) return dtstart;
  return addDays(dtstart, periods * periodDays);
}

/** The wall-clock time read as if it were UTC: within a day of the real instant, whatever the zone. */
function wallClockAsUtc(time: Time): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

/**
 * A new time `days` calendar days later, same wall-clock time and zone. Built afresh: ical.js's
 * in-place arithmetic (addDuration) leaves the time unnormalised (day 4030 of March) until it is
 * printed, and a recurrence iterator started from such a time counted from the wrong day.
 */
function addDays(time: Time, days: number): Time {
  const date = new Date(Date.UTC(time.year, time.month - 1, time.day + days));
  return new ICAL.Time(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: time.hour,
      minute: time.minute,
      second: time.second,
      isDate: time.isDate,
    },
    time.zone ?? undefined,
  );
}

/** Days since 1970-01-01 of the time's calendar date. */
function dayNumber(time: Time): number {
  return Math.round(Date.UTC(time.year, time.month - 1, time.day) / DAY);
}

/** spec (RFC 5545 §3.8.2.7, §3.8.1.11): transparent and cancelled events block nothing. */
function isBusy(vevent: Component): boolean {
  const transp = String(vevent.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transp !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/**
 * The interval of `vevent` starting at `start` (its own DTSTART, or an occurrence of it). Its length
 * comes from its DTEND or DURATION, or else from the series' master (an override without either).
 */
function span(vevent: Component, start: Time, master: Component | null, zone: string): BusyInterval {
  const startMs = instant(start, tzidOf(vevent, 'dtstart'), zone);
  const source = vevent.hasProperty('dtend') || vevent.hasProperty('duration') || !master ? vevent : master;
  const dtstart = timeOf(source, 'dtstart');
  const dtend = source.getFirstProperty('dtend');
  if (dtend && !dtstart.isDate) {
    // spec (RFC 5545 §3.8.5.3): DTEND gives each occurrence the same exact duration.
    const length =
      instant(dtend.getFirstValue() as Time, tzidOf(source, 'dtend'), zone) -
      instant(dtstart, tzidOf(source, 'dtstart'), zone);
    return { start: startMs, end: startMs + length };
  }
  // Nominal days (a day stays a day across DST), then exact hours, minutes and seconds (§3.3.6).
  let days = 0;
  let seconds = 0;
  if (dtend) days = dayNumber(dtend.getFirstValue() as Time) - dayNumber(dtstart);
  else if (source.hasProperty('duration')) {
    const duration = source.getFirstPropertyValue('duration') as InstanceType<typeof ICAL.Duration>;
    const sign = duration.isNegative ? -1 : 1;
    days = sign * (duration.weeks * 7 + duration.days);
    seconds = sign * (duration.hours * 3600 + duration.minutes * 60 + duration.seconds);
  } else if (start.isDate) days = 1; // an all-day event without an end lasts the day (§3.6.1)
  const end = instant(addDays(start, days), tzidOf(vevent, 'dtstart'), zone) + seconds * 1000;
  return { start: startMs, end };
}

function timeOf(vevent: Component, name: string): Time {
  return vevent.getFirstPropertyValue(name) as Time;
}

function tzidOf(vevent: Component, name: string): string | null {
  const value = vevent.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Epoch milliseconds of an iCalendar time. */
function instant(time: Time, tzid: string | null, fallbackZone: string): number {
  if (time.isDate) return wallClock(time, fallbackZone);
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
  // A TZID the object defines with a VTIMEZONE: ical.js resolved it while parsing.
  if (tzid && time.zone && time.zone !== ICAL.Timezone.localTimezone && time.zone.component)
    return time.toUnixTime() * 1000;
  if (tzid && isIanaZone(tzid)) return wallClock(time, tzid);
  return wallClock(time, fallbackZone);
}

function wallClock(time: Time, zone: string): number {
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime();
}

const ianaZones = new Map<string, boolean>();

export function isIanaZone(name: string): boolean {
  let known = ianaZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    ianaZones.set(name, known);
  }
  return known;
}
