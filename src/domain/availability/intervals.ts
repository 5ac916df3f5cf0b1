// Half-open instant intervals [start, end) in epoch milliseconds, and the sweeps the availability
// engine is made of. "Normalized" means sorted by start, non-empty and non-overlapping, with
// touching intervals merged.

import { toIntervals, unionOf } from './interval-list';

export interface Interval {
  start: number;
  end: number;
}

/**
 * Sorts, drops empty intervals and merges overlapping or touching ones. Does not mutate. Linear
 * for input sorted by start (see interval-list.ts).
 */
export function normalize(intervals: readonly Interval[]): Interval[] {
  return toIntervals(unionOf(intervals));
}

/** The parts of `base` not covered by `cut`; both normalized, and so is the result. */
export function subtract(base: readonly Interval[], cut: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let j = 0;
  for (const interval of base) {
    let start = interval.start;
    while (j < cut.length && cut[j]!.end <= start) j++;
    let k = j;
    while (k < cut.length && cut[k]!.start < interval.end) {
      const c = cut[k]!;
      if (c.start > start) result.push({ start, end: c.start });
      if (c.end > start) start = c.end;
      if (start >= interval.end) break;
      k++;
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}
