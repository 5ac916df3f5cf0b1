import { describe, expect, it } from 'vitest';
import {
  type IntervalList,
  toIntervals,
  unionInWorkspace,
  unionOf,
  unionOfColumns,
  Workspace,
} from './interval-list';

const list = (l: IntervalList) => toIntervals(l).map((i) => [i.start, i.end]);
const spans = (...pairs: [number, number][]) => pairs.map(([start, end]) => ({ start, end }));

/** Union by brute force over unit steps, for small integer intervals. */
function bruteUnion(pairs: [number, number][]): number[][] {
  const covered = new Set<number>();
  for (const [start, end] of pairs) for (let t = start; t < end; t++) covered.add(t);
  const points = [...covered].sort((a, b) => a - b);
  const result: number[][] = [];
  for (const t of points) {
    const last = result[result.length - 1];
    if (last && last[1] === t) last[1] = t + 1;
    else result.push([t, t + 1]);
  }
  return result;
}

describe('unionOf', () => {
  it('merges overlapping and touching intervals of a list sorted by start in one pass', () => {
    expect(list(unionOf(spans([0, 2], [1, 3], [3, 5], [6, 7], [6, 6], [7, 9])))).toEqual([
      [0, 5],
      [6, 9],
    ]);
  });

  it('keeps an interval that spans the ones after it', () => {
    expect(list(unionOf(spans([0, 100], [10, 20], [30, 40], [100, 101], [150, 160])))).toEqual([
      [0, 101],
      [150, 160],
    ]);
  });

  it('drops empty and inverted intervals', () => {
    expect(list(unionOf(spans([5, 5], [9, 3])))).toEqual([]);
    expect(list(unionOf([], []))).toEqual([]);
  });

  it('joins several sorted lists (sessions, then each calendar) into one', () => {
    const sessions = spans([10, 20], [40, 50]);
    const calendarA = spans([0, 5], [20, 25], [60, 70]);
    const calendarB = spans([5, 10], [45, 61]);
    expect(list(unionOf(sessions, [...calendarA, ...calendarB]))).toEqual([
      [0, 25],
      [40, 70],
    ]);
  });

  it('sorts starts that are not whole milliseconds too', () => {
    const pairs: [number, number][] = Array.from({ length: 40 }, (_, i) => [40 - i + 0.5, 40 - i + 1.75]);
    expect(list(unionOf(spans(...pairs)))).toEqual([[1.5, 41.75]]);
    expect(list(unionOf(spans([3.5, 4], [0.25, 1], ...pairs.slice(0, 30))))).toEqual([
      [0.25, 1],
      [3.5, 4],
      [11.5, 41.75],
    ]);
  });

  it('does not mutate its input', () => {
    const input = spans([3, 4], [0, 1]);
    unionOf(input);
    expect(input).toEqual(spans([3, 4], [0, 1]));
  });

  it('matches a brute-force union for any order: sorted, a few runs, and past the run limit', () => {
    let seed = 11;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    for (let round = 0; round < 200; round++) {
      const pairs: [number, number][] = Array.from({ length: 1 + rnd(60) }, () => {
        const start = rnd(200);
        return [start, start + rnd(12)];
      });
      const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
      const runs = rnd(5) + 2;
      const chunked = Array.from({ length: runs }, (_, r) => sorted.filter((_, i) => i % runs === r));
      const expected = bruteUnion(pairs);
      expect(list(unionOf(spans(...sorted)))).toEqual(expected);
      expect(list(unionOf(...chunked.map((c) => spans(...c))))).toEqual(expected);
      expect(list(unionOf(spans(...chunked.flat())))).toEqual(expected);
      expect(list(unionOf(spans(...pairs)))).toEqual(expected);
      expect(list(unionOf(spans(...[...sorted].reverse())))).toEqual(expected);
    }
  });
});

describe('unionOfColumns', () => {
  const columns = (...pairs: [number, number][]) => ({
    starts: Float64Array.from(pairs, (p) => p[0]),
    ends: Float64Array.from(pairs, (p) => p[1]),
  });

  it('merges columns sorted by start in place, reading only the first n', () => {
    const { starts, ends } = columns([0, 2], [1, 3], [3, 5], [6, 7], [9, 12], [100, 200]);
    const union = unionOfColumns(starts, ends, 5);
    expect(list(union)).toEqual([
      [0, 5],
      [6, 7],
      [9, 12],
    ]);
    expect(union.starts.buffer).toBe(starts.buffer);
  });

  it('sorts columns in no order', () => {
    const { starts, ends } = columns([6, 7], [0, 2], [3, 5], [1, 3]);
    expect(list(unionOfColumns(starts, ends, 4))).toEqual([
      [0, 5],
      [6, 7],
    ]);
  });

  it('gives an empty list for no intervals', () => {
    expect(unionOfColumns(new Float64Array(0), new Float64Array(0), 0).length).toBe(0);
  });
});

describe('unionInWorkspace', () => {
  it('gives what unionOf gives, call after call in the same workspace, as the lists grow and shrink', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const workspace = new Workspace();
    for (const size of [5, 200, 30, 1000, 0, 400]) {
      const runs = Array.from({ length: 1 + rnd(4) }, () =>
        Array.from({ length: size }, () => {
          const start = rnd(5000);
          return { start, end: start + rnd(40) };
        }).sort((a, b) => a.start - b.start),
      );
      expect(list(unionInWorkspace(workspace, ...runs))).toEqual(list(unionOf(...runs)));
      // In no order: past the run limit, sorted.
      const shuffled = runs.flat().reverse();
      expect(list(unionInWorkspace(workspace, shuffled))).toEqual(list(unionOf(shuffled)));
    }
  });
});
