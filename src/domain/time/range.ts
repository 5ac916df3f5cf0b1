import type { Instant } from './instant';

/** A half-open span of time [start, end) in epoch milliseconds. */
export interface Range {
  start: Instant;
  end: Instant;
}

export function isEmptyRange(range: Range): boolean {
  return range.end <= range.start;
}

/** Whether two ranges share any instant. Touching ranges (one ends as the other starts) do not. */
export function overlaps(a: Range, b: Range): boolean {
  return !isEmptyRange(a) && !isEmptyRange(b) && a.start < b.end && b.start < a.end;
}

export function containsInstant(range: Range, instant: Instant): boolean {
  return range.start <= instant && instant < range.end;
}

/** The part of range inside bounds, or null when nothing is left. */
export function clamp(range: Range, bounds: Range): Range | null {
  const start = Math.max(range.start, bounds.start);
  const end = Math.min(range.end, bounds.end);
  return start < end ? { start, end } : null;
}
