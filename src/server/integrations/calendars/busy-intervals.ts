import type { BusyInterval } from './port';

// What every adapter's `busy` answers (port.ts): the union of an account's busy time, clipped to
// the window asked for and sorted by start. Providers answer differently — Google's free/busy
// merges and clips itself, Microsoft's calendarView lists whole events that overlap the window,
// a long window is asked in chunks — so one function gives them the same shape.

/** The union of `intervals` within [from, to): clipped, merged where they overlap or touch, sorted. */
export function unionWithin(intervals: readonly BusyInterval[], from: number, to: number): BusyInterval[] {
  const clipped = intervals
    .map((i) => ({ start: Math.max(i.start, from), end: Math.min(i.end, to) }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: BusyInterval[] = [];
  for (const interval of clipped) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** [from, to) cut into consecutive windows of at most `size` milliseconds. */
export function windowsOf(from: number, to: number, size: number): Array<{ from: number; to: number }> {
  const windows: Array<{ from: number; to: number }> = [];
  for (let start = from; start < to; start += size)
    windows.push({ from: start, to: Math.min(start + size, to) });
  return windows;
}
