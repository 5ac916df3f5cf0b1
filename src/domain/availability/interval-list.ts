// Normalized interval lists (sorted by start, non-empty, overlapping and touching intervals
// merged) as two parallel Float64Arrays: the engine's sweeps read numbers, not objects.
//
// Building one reads its input once. Input sorted by start (a list read ORDER BY start) is
// merged as it is read, so that is linear; a few sorted lists one after the other (sessions,
// then the busy time of each calendar) become a few merged runs, joined pairwise afterwards;
// input in no order falls back to one native sort (of starts packed with their index).

/** The shape of intervals.ts's Interval, restated so the two files do not import each other. */
interface Span {
  start: number;
  end: number;
}

export interface IntervalList {
  readonly starts: Float64Array;
  readonly ends: Float64Array;
  readonly length: number;
}

/** Past this many sorted runs, one native sort beats joining the runs pairwise. */
const MAX_RUNS = 16;

/**
 * The union of the intervals of all the lists (each in any order), normalized. Does not mutate.
 *
 * One pass reads the intervals and merges each into the last one written or appends it, while
 * the starts come in order; a start before the previous one opens a new run, and the runs (each
 * normalized, and shorter than its input when dense) are joined pairwise afterwards. Past
 * MAX_RUNS runs the input is in no useful order: the rest is appended as it is and sorted.
 */
export function unionOf(...lists: readonly (readonly Span[])[]): IntervalList {
  return unionIn(null, lists);
}

/**
 * Columns kept from one union to the next. Fresh columns of tens of thousands of numbers cost
 * more than filling them (the memory is mapped and zeroed page by page, then given back), so a
 * caller that unions large lists over and over keeps a workspace.
 */
export class Workspace {
  private readonly columns: Float64Array[] = [];

  /** The i-th column, of at least n numbers; what it held before is left in it. */
  column(i: number, n: number): Float64Array {
    const current = this.columns[i];
    if (current && current.length >= n) return current;
    const column = new Float64Array(Math.max(n, 2 * (current?.length ?? 0)));
    this.columns[i] = column;
    return column;
  }
}

/**
 * unionOf with its columns in the workspace: the result lives in them, so it is good until the
 * workspace is used again.
 */
export function unionInWorkspace(workspace: Workspace, ...lists: readonly (readonly Span[])[]): IntervalList {
  return unionIn(workspace, lists);
}

function unionIn(workspace: Workspace | null, lists: readonly (readonly Span[])[]): IntervalList {
  let capacity = 0;
  for (const list of lists) capacity += list.length;
  const starts = workspace ? workspace.column(0, capacity) : new Float64Array(capacity);
  const ends = workspace ? workspace.column(1, capacity) : new Float64Array(capacity);
  let last = -1;
  let runStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  const runStarts: number[] = [];
  for (let l = 0; l < lists.length; l++) {
    const list = lists[l]!;
    for (let i = 0; i < list.length; i++) {
      const interval = list[i]!;
      const start = interval.start;
      const end = interval.end;
      if (!(end > start)) continue;
      if (start < previous) {
        if (runStarts.length + 1 === MAX_RUNS) {
          return unionOfUnsorted(starts, ends, last + 1, lists, l, i);
        }
        runStart = last + 1;
        runStarts.push(runStart);
      }
      previous = start;
      if (last >= runStart && start <= ends[last]!) {
        if (end > ends[last]!) ends[last] = end;
      } else {
        starts[++last] = start;
        ends[last] = end;
      }
    }
  }
  const length = last + 1;
  if (runStarts.length === 0)
    return { starts: starts.subarray(0, length), ends: ends.subarray(0, length), length };
  return joinRuns(starts, ends, [0, ...runStarts, length], workspace);
}

/** The list as interval objects. */
export function toIntervals(list: IntervalList): Span[] {
  const result: Span[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) result[i] = { start: list.starts[i]!, end: list.ends[i]! };
  return result;
}

/**
 * The union of normalized runs [bounds[r], bounds[r + 1]) of the columns, joined pairwise:
 * log2 of the runs passes, each shorter than the last when runs overlap.
 */
function joinRuns(
  starts: Float64Array,
  ends: Float64Array,
  bounds: number[],
  workspace: Workspace | null,
): IntervalList {
  let fromStarts = starts;
  let fromEnds = ends;
  const count = bounds[bounds.length - 1]!;
  let toStarts: Float64Array = workspace ? workspace.column(2, count) : new Float64Array(count);
  let toEnds: Float64Array = workspace ? workspace.column(3, count) : new Float64Array(count);
  let runs = bounds;
  while (runs.length > 2) {
    const joined: number[] = [0];
    let out = 0;
    for (let r = 0; r + 1 < runs.length; r += 2) {
      const middle = runs[r + 1]!;
      const high = r + 2 < runs.length ? runs[r + 2]! : middle;
      out = joinTwo(fromStarts, fromEnds, runs[r]!, middle, middle, high, toStarts, toEnds, out);
      joined.push(out);
    }
    [fromStarts, toStarts] = [toStarts, fromStarts];
    [fromEnds, toEnds] = [toEnds, fromEnds];
    runs = joined;
  }
  const length = runs[1]!;
  return { starts: fromStarts.subarray(0, length), ends: fromEnds.subarray(0, length), length };
}

/**
 * Writes the union of the normalized runs [aFrom, aTo) and [bFrom, bTo) of the columns to the
 * output columns from index `out`, normalized; returns the index after the last written.
 */
function joinTwo(
  starts: Float64Array,
  ends: Float64Array,
  aFrom: number,
  aTo: number,
  bFrom: number,
  bTo: number,
  outStarts: Float64Array,
  outEnds: Float64Array,
  out: number,
): number {
  const first = out;
  let a = aFrom;
  let b = bFrom;
  while (a < aTo || b < bTo) {
    let next: number;
    if (b >= bTo || (a < aTo && starts[a]! <= starts[b]!)) next = a++;
    else next = b++;
    const start = starts[next]!;
    const end = ends[next]!;
    if (out > first && start <= outEnds[out - 1]!) {
      if (end > outEnds[out - 1]!) outEnds[out - 1] = end;
    } else {
      outStarts[out] = start;
      outEnds[out++] = end;
    }
  }
  return out;
}

/**
 * The union of the first `count` columns (intervals already read) and the intervals from
 * lists[l][i] on, in no useful order.
 */
function unionOfUnsorted(
  allStarts: Float64Array,
  allEnds: Float64Array,
  count: number,
  lists: readonly (readonly Span[])[],
  l: number,
  i: number,
): IntervalList {
  let n = count;
  for (let from = i; l < lists.length; l++, from = 0) {
    const list = lists[l]!;
    for (let j = from; j < list.length; j++) {
      const interval = list[j]!;
      if (interval.end > interval.start) {
        allStarts[n] = interval.start;
        allEnds[n++] = interval.end;
      }
    }
  }
  return unionOfColumns(allStarts, allEnds, n);
}

/**
 * The union of the first n intervals of the columns (each non-empty, in any order), normalized;
 * the columns may be reordered or overwritten. Sorted by start, they are merged in place in one
 * pass. Otherwise: one native sort of the starts packed with their index (sortPaired), or, when
 * the values do not allow it, two sorts; the union only needs the starts and the ends each in
 * order, not paired: a depth counter sweeps them. Both beat sorting objects with a comparator
 * several times over.
 */
export function unionOfColumns(allStarts: Float64Array, allEnds: Float64Array, n: number): IntervalList {
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) sorted = allStarts[i]! >= allStarts[i - 1]!;
  if (sorted) {
    let last = -1;
    for (let i = 0; i < n; i++) {
      const start = allStarts[i]!;
      const end = allEnds[i]!;
      if (last >= 0 && start <= allEnds[last]!) {
        if (end > allEnds[last]!) allEnds[last] = end;
      } else {
        allStarts[++last] = start;
        allEnds[last] = end;
      }
    }
    const length = last + 1;
    return { starts: allStarts.subarray(0, length), ends: allEnds.subarray(0, length), length };
  }
  const paired = sortPaired(allStarts, allEnds, n);
  if (paired) return paired;
  const starts = allStarts.subarray(0, n).sort();
  const ends = allEnds.subarray(0, n).sort();
  const outStarts = new Float64Array(n);
  const outEnds = new Float64Array(n);
  let k = 0;
  let depth = 0;
  let open = 0;
  let e = 0;
  for (let s = 0; s < n; s++) {
    const start = starts[s]!;
    // Close every interval that ended strictly before this start (touching ones merge).
    while (ends[e]! < start) {
      depth--;
      e++;
      if (depth === 0) {
        outStarts[k] = open;
        outEnds[k++] = ends[e - 1]!;
      }
    }
    if (depth === 0) open = start;
    depth++;
  }
  outStarts[k] = open;
  outEnds[k++] = ends[n - 1]!;
  return { starts: outStarts.subarray(0, k), ends: outEnds.subarray(0, k), length: k };
}

/**
 * The union by one native sort instead of two, when every start is a whole millisecond and
 * (start - earliest) * n + i fits a double exactly: each start is sorted packed with its index,
 * which finds its end. Null when the values do not allow it.
 */
function sortPaired(starts: Float64Array, ends: Float64Array, n: number): IntervalList | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const start = starts[i]!;
    if (!Number.isInteger(start)) return null;
    if (start < min) min = start;
    if (start > max) max = start;
  }
  if ((max - min + 1) * n > Number.MAX_SAFE_INTEGER) return null;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = (starts[i]! - min) * n + i;
  keys.sort();
  const outStarts = new Float64Array(n);
  const outEnds = new Float64Array(n);
  let last = -1;
  for (let k = 0; k < n; k++) {
    const key = keys[k]!;
    const i = key % n;
    const start = (key - i) / n + min;
    const end = ends[i]!;
    if (last >= 0 && start <= outEnds[last]!) {
      if (end > outEnds[last]!) outEnds[last] = end;
    } else {
      outStarts[++last] = start;
      outEnds[last] = end;
    }
  }
  const length = last + 1;
  return { starts: outStarts.subarray(0, length), ends: outEnds.subarray(0, length), length };
}
