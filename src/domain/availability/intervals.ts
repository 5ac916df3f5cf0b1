// Half-open instant intervals [start, end) in epoch milliseconds, and the sweeps the availability
// engine is made of. "Normalized" means sorted by start, non-empty and non-overlapping, with
// touching intervals merged.

export interface Interval {
  start: number;
  end: number;
}

/**
 * Sorts, drops empty intervals and merges overlapping or touching ones. Does not mutate.
 *
 * The union only needs the starts and the ends each in order, not paired: sorting two
 * Float64Arrays natively and sweeping them with a depth counter is several times faster than
 * sorting objects with a comparator, which matters for tens of thousands of busy intervals.
 */
export function normalize(intervals: readonly Interval[]): Interval[] {
  let count = 0;
  for (const i of intervals) if (i.end > i.start) count++;
  const starts = new Float64Array(count);
  const ends = new Float64Array(count);
  let n = 0;
  for (const i of intervals) {
    if (i.end > i.start) {
      starts[n] = i.start;
      ends[n++] = i.end;
    }
  }
  starts.sort();
  ends.sort();
  const merged: Interval[] = [];
  let depth = 0;
  let open = 0;
  let e = 0;
  for (let s = 0; s < count; s++) {
    const start = starts[s]!;
    // Close every interval that ended strictly before this start (touching ones merge).
    while (ends[e]! < start) {
      depth--;
      e++;
      if (depth === 0) merged.push({ start: open, end: ends[e - 1]! });
    }
    if (depth === 0) open = start;
    depth++;
  }
  if (count > 0) merged.push({ start: open, end: ends[count - 1]! });
  return merged;
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
