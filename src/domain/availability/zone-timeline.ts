import { DAY_MS, MINUTE_MS } from '../time/instant';
import { zoneOffsetMs } from '../time/time-zones';

// Reading a zone's offset through Intl costs microseconds; the engine needs thousands of them
// for a year of slots. A timeline finds the zone's offset changes over a range once (a sample
// every few days, then a binary search to the minute at each change), after which every lookup
// is a check of the segment the previous lookup fell in (the engine asks in ascending order).
//
// The changes are found per zone in fixed spans of CHUNK_MS and kept in a small cache: a zone's
// rules do not change while the process runs, so only the first query for a zone and season
// pays for Intl (the lesson of cal.com: zone work in the hot path made slots take seconds).

/** No zone in the tz database changes its offset twice within this span (the closest are months apart). */
const SAMPLE_MS = 4 * DAY_MS;
/** The span whose offset changes are found and cached at once: 16 samples. */
const CHUNK_MS = 64 * DAY_MS;
/** About a year and a half for each of 80 zones; the oldest entry is dropped first. */
const MAX_CACHED_CHUNKS = 800;

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
  /** The range the transitions are known for (at least the one asked for). */
  readonly rangeStart: number;
  readonly rangeEnd: number;
}

interface Chunk {
  /** The offset at the chunk's start. */
  offset: number;
  /** Instants in (chunk start, chunk end] where the offset changes, and the offset from each. */
  changes: number[];
  offsets: number[];
}

const chunks = new Map<string, Chunk>();

/** The offset changes in (start, start + CHUNK_MS], found by sampling and bisection. */
function findChunk(zone: string, start: number): Chunk {
  const key = `${zone} ${start}`;
  const cached = chunks.get(key);
  if (cached) return cached;
  const end = start + CHUNK_MS;
  const chunk: Chunk = { offset: zoneOffsetMs(start, zone), changes: [], offsets: [] };
  let previous = start;
  let previousOffset = chunk.offset;
  for (let at = start + SAMPLE_MS; at <= end; at += SAMPLE_MS) {
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
      chunk.changes.push(high);
      chunk.offsets.push(offset);
      previousOffset = offset;
    }
    previous = at;
  }
  if (chunks.size >= MAX_CACHED_CHUNKS) chunks.delete(chunks.keys().next().value!);
  chunks.set(key, chunk);
  return chunk;
}

export function zoneTimeline(zone: string, from: number, to: number): ZoneTimeline {
  // Chunks start at multiples of CHUNK_MS (whole minutes, where transitions fall).
  const rangeStart = Math.floor((from - 2 * DAY_MS) / CHUNK_MS) * CHUNK_MS;
  const rangeEnd = Math.ceil((to + 2 * DAY_MS) / CHUNK_MS) * CHUNK_MS;
  const starts: number[] = [Number.NEGATIVE_INFINITY];
  const offsets: number[] = [];
  for (let start = rangeStart; start < rangeEnd; start += CHUNK_MS) {
    const chunk = findChunk(zone, start);
    if (start === rangeStart) offsets.push(chunk.offset);
    starts.push(...chunk.changes);
    offsets.push(...chunk.offsets);
  }
  starts.push(Number.POSITIVE_INFINITY);

  // Segment i is [starts[i], starts[i + 1]). Lookups start from the last one's segment: the
  // engine's come in nearly ascending order, so each takes a step or two.
  let hint = 0;
  const offsetAt = (instant: number): number => {
    if (instant < rangeStart || instant > rangeEnd) return zoneOffsetMs(instant, zone);
    while (starts[hint]! > instant) hint--;
    while (starts[hint + 1]! <= instant) hint++;
    return offsets[hint]!;
  };

  return {
    zone,
    offsetAt,
    transitions: starts.slice(1, -1),
    rangeStart,
    rangeEnd,
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
