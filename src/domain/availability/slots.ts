import { DAY_MS, MINUTE_MS } from '../time/instant';
import {
  type IntervalList,
  toIntervals,
  unionInWorkspace,
  unionOf,
  unionOfColumns,
  Workspace,
} from './interval-list';
import type { Interval } from './intervals';
import { localDay, localWeek, type ZoneTimeline, zoneTimeline } from './zone-timeline';

// The availability engine: which start times a client may book. A pure function of its inputs,
// in integer epoch milliseconds; zones are read only to expand weekly periods into days, to
// align starts to the local clock and to count sessions per local day or week. Each input list
// is read once into typed arrays and merged as it is read when it comes sorted by start (sorted
// otherwise); sessions and calendar busy time make one list; then one walk over the
// candidate starts moves a forward-only pointer through each list and through the zone's offset
// changes. So the time grows linearly with the inputs, after sorting.
//
// What each rule means (docs/decisions/010-scheduling-rules.md):
// - A slot [start, start + duration) lies inside one stretch of the availability's weekly hours
//   (periods that touch, such as 20:00-24:00 and 00:00-02:00, form one stretch) and overlaps no
//   time off.
// - Buffers keep time free around the new session: nothing booked (sessions, calendar busy
//   time) may overlap [start - bufferBefore, start + duration + bufferAfter).
// - Minimum notice: start >= now + minNotice. Maximum notice: start <= now + maxNotice.
// - Alignment N: starts fall on the availability zone's clock at multiples of N minutes from
//   midnight (N = 15: :00, :15, :30, :45), every N minutes. Without alignment, starts follow
//   each other every `duration` minutes from the start of each stretch of weekly hours.
// - Frequency: at most maxCount counted sessions per local day (or Monday-first week) in the
//   zone; once a day is full, it offers no more slots.

export interface WeeklyPeriod {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after local midnight; end may pass 1440 for a period that crosses midnight. */
  startMinute: number;
  endMinute: number;
}

export interface SlotRules {
  /** All in minutes. */
  minNotice: number;
  maxNotice: number | null;
  bufferBefore: number;
  bufferAfter: number;
  frequency: { period: 'daily' | 'weekly'; maxCount: number } | null;
  alignment: number | null;
}

export interface SlotQuery {
  /** Minutes. */
  duration: number;
  availability: { timeZone: string; weeklyPeriods: readonly WeeklyPeriod[] };
  rules: SlotRules;
  timeOff?: readonly Interval[];
  /** The expert's confirmed sessions (any service, group sessions too). */
  sessions?: readonly Interval[];
  /** Busy time from connected calendars. */
  busy?: readonly Interval[];
  /** Starts of the sessions the frequency cap counts; defaults to every session. */
  countedStarts?: readonly number[];
  /** The zone whose days and weeks the frequency cap counts in; defaults to the availability's. */
  frequencyTimeZone?: string;
  now: number;
  /** Slot starts returned lie in [from, to). A year at most. */
  from: number;
  to: number;
}

export const MAX_QUERY_RANGE_MS = 366 * DAY_MS;

/** The weekly periods as instants, normalized, covering [from, to) (and a little around it). */
export function expandWeeklyPeriods(
  periods: readonly WeeklyPeriod[],
  timeline: ZoneTimeline,
  from: number,
  to: number,
): Interval[] {
  return toIntervals(openStretches(periods, timeline, from, to));
}

/**
 * expandWeeklyPeriods as a list. Days are expanded in order and each day's periods by start, into
 * typed columns, so the intervals come out sorted (but for a period starting in a spring-forward
 * gap) and their union takes one pass in place.
 */
function openStretches(
  periods: readonly WeeklyPeriod[],
  timeline: ZoneTimeline,
  from: number,
  to: number,
): IntervalList {
  const byWeekday: WeeklyPeriod[][] = [[], [], [], [], [], [], []];
  for (const period of periods) byWeekday[period.weekday]?.push(period);
  // Per weekday: the periods by start, and the earliest and latest wall time they name.
  const lowest: number[] = [];
  const highest: number[] = [];
  for (const day of byWeekday) {
    day.sort((a, b) => a.startMinute - b.startMinute);
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const period of day) {
      low = Math.min(low, period.startMinute, period.endMinute);
      high = Math.max(high, period.startMinute, period.endMinute);
    }
    lowest.push(low * MINUTE_MS);
    highest.push(high * MINUTE_MS);
  }
  // A period may start the local day before `from` and cross midnight into it.
  const firstDay = localDay(timeline, from) - 1;
  const lastDay = localDay(timeline, to);
  const changes = timeline.transitions;
  let c = 0;
  let capacity = 0;
  for (let weekday = 0; weekday < 7; weekday++) {
    capacity += byWeekday[weekday]!.length * Math.ceil((lastDay - firstDay + 1) / 7);
  }
  const starts = new Float64Array(capacity);
  const ends = new Float64Array(capacity);
  let count = 0;
  for (let day = firstDay; day <= lastDay; day++) {
    const weekday = (((day + 4) % 7) + 7) % 7;
    const dayPeriods = byWeekday[weekday]!;
    if (dayPeriods.length === 0) continue;
    const midnight = day * DAY_MS;
    // toInstant reads the offset a day either side of each wall time (as if UTC); when no change
    // falls in that window for the whole day, every wall time is one subtraction away.
    const low = midnight + lowest[weekday]! - DAY_MS;
    const high = midnight + highest[weekday]! + DAY_MS;
    while (c < changes.length && changes[c]! <= low) c++;
    const steady =
      low >= timeline.rangeStart && high <= timeline.rangeEnd && (c === changes.length || changes[c]! > high);
    const offset = steady ? timeline.offsetAt(low) : 0;
    for (const period of dayPeriods) {
      const startLocal = midnight + period.startMinute * MINUTE_MS;
      const endLocal = midnight + period.endMinute * MINUTE_MS;
      const start = steady ? startLocal - offset : timeline.toInstant(startLocal);
      const end = steady ? endLocal - offset : timeline.toInstant(endLocal);
      if (end > start && end > from && start < to) {
        starts[count] = start;
        ends[count++] = end;
      }
    }
  }
  return unionOfColumns(starts, ends, count);
}

/** The first instant at or after t whose local clock is a multiple of step from midnight. */
function alignUp(t: number, step: number, offset: number): number {
  const remainder = (((t + offset) % step) + step) % step;
  return remainder === 0 ? t : t + step - remainder;
}

/**
 * The columns the sessions and busy time are merged in, kept between calls: findSlots runs to
 * its end before another call can start, and is done with them when it returns.
 */
const workspace = new Workspace();

/** Bookable slot start instants, ascending. */
export function findSlots(query: SlotQuery): number[] {
  const { rules, now } = query;
  const duration = query.duration * MINUTE_MS;
  if (!(duration > 0)) return [];
  const to = Math.min(query.to, query.from + MAX_QUERY_RANGE_MS);
  const earliest = Math.max(query.from, now + rules.minNotice * MINUTE_MS);
  const latest = rules.maxNotice === null ? to - 1 : Math.min(to - 1, now + rules.maxNotice * MINUTE_MS);
  if (earliest > latest) return [];

  const timeline = zoneTimeline(query.availability.timeZone, earliest, latest + duration);
  const open = openStretches(query.availability.weeklyPeriods, timeline, earliest, latest + duration);
  const timeOff = unionOf(query.timeOff ?? []);
  const before = rules.bufferBefore * MINUTE_MS;
  const after = rules.bufferAfter * MINUTE_MS;
  const taken = unionInWorkspace(workspace, query.sessions ?? [], query.busy ?? []);
  const step = rules.alignment ? rules.alignment * MINUTE_MS : duration;
  const changes = timeline.transitions;

  const cap = frequencyCap(query, timeline, earliest, latest);

  // The walk reads only locals: with calls in the loop, V8 would reload object fields each time.
  const aligned = rules.alignment !== null && rules.alignment > 0;
  const { starts: offStarts, ends: offEnds, length: offCount } = timeOff;
  const { starts: takenStarts, ends: takenEnds, length: takenCount } = taken;
  const slots: number[] = [];
  let t0 = 0; // pointer into timeOff
  let b0 = 0; // pointer into taken
  let c0 = 0; // pointer into the zone's offset changes
  for (let s = 0; s < open.length; s++) {
    const stretchStart = open.starts[s]!;
    const stretchEnd = open.ends[s]!;
    let offset = 0;
    let start = stretchStart;
    if (aligned) {
      offset = timeline.offsetAt(stretchStart);
      start = alignUp(stretchStart, step, offset);
    }
    if (start < earliest) {
      // Jump to the first start on this stretch's grid at or after the earliest allowed.
      start += Math.ceil((earliest - start) / step) * step;
    }
    // The offset was read at stretchStart; it can differ only from the next change on.
    while (c0 < changes.length && changes[c0]! <= stretchStart) c0++;
    let nextChange = aligned && c0 < changes.length ? changes[c0]! : Number.POSITIVE_INFINITY;
    for (; start + duration <= stretchEnd && start <= latest; start += step) {
      if (start >= nextChange) {
        // After a daylight-saving change inside the stretch, re-align to the new local clock.
        while (c0 < changes.length && changes[c0]! <= start) c0++;
        nextChange = c0 < changes.length ? changes[c0]! : Number.POSITIVE_INFINITY;
        const current = timeline.offsetAt(start);
        if (current !== offset) {
          offset = current;
          start = alignUp(start, step, offset);
          if (start + duration > stretchEnd || start > latest) break;
        }
      }
      const end = start + duration;
      while (t0 < offCount && offEnds[t0]! <= start) t0++;
      if (t0 < offCount && offStarts[t0]! < end) continue;
      while (b0 < takenCount && takenEnds[b0]! <= start - before) b0++;
      if (b0 < takenCount && takenStarts[b0]! < end + after) continue;
      if (cap && !cap(start)) continue;
      slots.push(start);
    }
  }
  return slots;
}

/** A predicate for the frequency rule, or null when there is no cap. */
function frequencyCap(
  query: SlotQuery,
  availabilityTimeline: ZoneTimeline,
  earliest: number,
  latest: number,
): ((start: number) => boolean) | null {
  const frequency = query.rules.frequency;
  if (!frequency) return null;
  const zone = query.frequencyTimeZone ?? query.availability.timeZone;
  const timeline =
    zone === availabilityTimeline.zone ? availabilityTimeline : zoneTimeline(zone, earliest, latest);
  const key =
    frequency.period === 'daily'
      ? (t: number) => localDay(timeline, t)
      : (t: number) => localWeek(localDay(timeline, t));
  const counts = new Map<number, number>();
  const counted = query.countedStarts ?? (query.sessions ?? []).map((s) => s.start);
  const windowStart = earliest - 8 * DAY_MS;
  const windowEnd = latest + 8 * DAY_MS;
  for (const start of counted) {
    if (start < windowStart || start > windowEnd) continue;
    const k = key(start);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return (start) => (counts.get(key(start)) ?? 0) < frequency.maxCount;
}
