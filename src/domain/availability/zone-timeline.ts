import { DAY_MS, MINUTE_MS } from '../time/instant';
import { zoneOffsetMs } from '../time/time-zones';

// Reading a zone's offset through Intl costs microseconds; the engine needs thousands of them
// for a year of slots. A timeline finds the zone's offset changes over a range once (a sample
// every few days, then a binary search to the minute at each change), after which every lookup
// is a scan of a handful of segments.

/** No zone in the tz database changes its offset twice within this span (the closest are months apart). */
const SAMPLE_MS = 4 * DAY_MS;

export interface ZoneTimeline {
  readonly zone: string;
  /** Milliseconds ahead of UTC at the instant. */
  offsetAt(instant: number): number;
  /**
   * The instant a wall clock shows `local` (the wall time read as if UTC), with the same
   * disambiguation as wallClockToInstant: a time in a spring-forward gap moves forward by the
   * gap, a repeated time resolves to its first occurrence.
   */
  toInstant(local: number): number;
  /** The instants in the range where the offset changes, ascending. */
  readonly transitions: readonly number[];
}

export function zoneTimeline(zone: string, from: number, to: number): ZoneTimeline {
  // Minute-aligned bounds keep every probe on a whole minute, where transitions fall.
  const rangeStart = Math.floor((from - 2 * DAY_MS) / MINUTE_MS) * MINUTE_MS;
  const rangeEnd = Math.ceil((to + 2 * DAY_MS) / MINUTE_MS) * MINUTE_MS;
  const starts: number[] = [Number.NEGATIVE_INFINITY];
  const offsets: number[] = [zoneOffsetMs(rangeStart, zone)];
  let previous = rangeStart;
  let previousOffset = offsets[0]!;
  for (let t = rangeStart + SAMPLE_MS; ; t += SAMPLE_MS) {
    const at = Math.min(t, rangeEnd);
    const offset = zoneOffsetMs(at, zone);
    if (offset !== previousOffset) {
      // The change lies in (previous, at]; transitions fall on whole minutes.
      let low = previous;
      let high = at;
      while (high - low > MINUTE_MS) {
        const mid = low + Math.max(1, Math.floor((high - low) / 2 / MINUTE_MS)) * MINUTE_MS;
        if (zoneOffsetMs(mid, zone) === previousOffset) low = mid;
        else high = mid;
      }
      starts.push(high);
      offsets.push(offset);
      previousOffset = offset;
    }
    previous = at;
    if (at >= rangeEnd) break;
  }

  const offsetAt = (instant: number): number => {
    if (instant < rangeStart || instant > rangeEnd) return zoneOffsetMs(instant, zone);
    let i = starts.length - 1;
    while (starts[i]! > instant) i--;
    return offsets[i]!;
  };

  return {
    zone,
    offsetAt,
    transitions: starts.slice(1),
    toInstant(local) {
      const offsetBefore = offsetAt(local - DAY_MS);
      const offsetAfter = offsetAt(local + DAY_MS);
      const early = local - offsetBefore;
      if (offsetBefore === offsetAfter) return early;
      const late = local - offsetAfter;
      const earlyFits = offsetAt(early) === offsetBefore;
      const lateFits = offsetAt(late) === offsetAfter;
      if (earlyFits && lateFits) return Math.min(early, late);
      if (lateFits && !earlyFits) return late;
      return early;
    },
  };
}

/** The local day number (days since 1970-01-01 on the zone's calendar) of an instant. */
export function localDay(timeline: ZoneTimeline, instant: number): number {
  return Math.floor((instant + timeline.offsetAt(instant)) / DAY_MS);
}

/** Monday-first week number of a local day number (1970-01-01 was a Thursday). */
export function localWeek(day: number): number {
  return Math.floor((day + 3) / 7);
}
