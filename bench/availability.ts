// The availability engine (issue 4): median and p99 time per findSlots call for the two shapes
// the issue names, and how the time grows when every input count doubles (target: ≤ 2.2×).
//
//   (a) 60 days, Mon–Fri 09:00–17:00 with a lunch break, 60-minute service, 15-minute buffers,
//       12-hour minimum notice, 200 sessions, 20 time-off periods. Target: median < 1 ms.
//   (b) 365 days, every day 06:00–22:00 in three ranges, 15-minute slots, 5,000 sessions,
//       500 time-off periods, 10,000 calendar busy intervals. Target: median < 20 ms.
//
// Calendars (issue 16): (b) with 10,000, 20,000 and 40,000 busy intervals from three connected
// calendars, and the engine's median as a ratio to a floor (target ≤ 3×): as the issue words it,
// one bare single sweep over the same intervals, sorted beforehand into one list, and the same
// candidate starts. A stricter floor is reported beside it: the intervals also merged beforehand
// into typed arrays, so its sweep never reads them. The busy lists come as the busy cache reads
// them (each calendar's sorted by start), and once more in random order, where the engine must
// sort them first.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createRandom } from '../scripts/demo-data/random';
import { normalize } from '../src/domain/availability/intervals';
import {
  expandWeeklyPeriods,
  findSlots,
  type SlotQuery,
  type WeeklyPeriod,
} from '../src/domain/availability/slots';
import { zoneTimeline } from '../src/domain/availability/zone-timeline';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const ZONE = 'Europe/London';
// Spans the March and October clock changes.
const FROM = Date.parse('2026-01-05T00:00:00Z');

function random(seed: number) {
  const source = createRandom(seed);
  return () => source.next();
}

function intervals(count: number, days: number, minutes: [number, number], rnd: () => number) {
  return Array.from({ length: count }, () => {
    const start = FROM + Math.floor(rnd() * days * 96) * 15 * MINUTE;
    const length = minutes[0] + Math.floor(rnd() * (minutes[1] - minutes[0]));
    return { start, end: start + length * MINUTE };
  });
}

function shapeA(scale = 1): SlotQuery {
  const rnd = random(1);
  const days = 60 * scale;
  const periods: WeeklyPeriod[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startMinute: 9 * 60, endMinute: 12 * 60 + 30 },
    { weekday, startMinute: 13 * 60 + 30, endMinute: 17 * 60 },
  ]);
  return {
    duration: 60,
    availability: { timeZone: ZONE, weeklyPeriods: periods },
    rules: {
      minNotice: 12 * 60,
      maxNotice: null,
      bufferBefore: 15,
      bufferAfter: 15,
      frequency: null,
      alignment: null,
    },
    sessions: intervals(200 * scale, days, [30, 90], rnd),
    timeOff: intervals(20 * scale, days, [120, 2880], rnd),
    now: FROM,
    from: FROM,
    to: FROM + days * DAY,
  };
}

const SHAPE_B_PERIODS: WeeklyPeriod[] = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, startMinute: 6 * 60, endMinute: 11 * 60 },
  { weekday, startMinute: 11 * 60 + 30, endMinute: 16 * 60 },
  { weekday, startMinute: 16 * 60 + 30, endMinute: 22 * 60 },
]);

function shapeB(scale = 1): SlotQuery {
  const rnd = random(2);
  const days = Math.min(365 * scale, 366);
  const periods = SHAPE_B_PERIODS;
  return {
    duration: 15,
    availability: { timeZone: ZONE, weeklyPeriods: periods },
    rules: { minNotice: 0, maxNotice: null, bufferBefore: 0, bufferAfter: 0, frequency: null, alignment: 15 },
    sessions: intervals(5000 * scale, days, [15, 60], rnd),
    timeOff: intervals(500 * scale, days, [60, 600], rnd),
    busy: intervals(10_000 * scale, days, [15, 120], rnd),
    now: FROM,
    from: FROM,
    to: FROM + days * DAY,
  };
}

const byStart = (a: { start: number }, b: { start: number }) => a.start - b.start;

/**
 * (b) with `busy` calendar busy intervals from three calendars. `sorted`: each calendar's list
 * sorted by start, as the busy cache reads them (sessions and time off too); otherwise every list
 * in random order.
 */
function shapeCalendars(busy: number, sorted: boolean): SlotQuery {
  const rnd = random(3);
  const days = 365;
  const calendars = [0, 1, 2].map((c) =>
    intervals(Math.floor(busy / 3) + (c < busy % 3 ? 1 : 0), days, [15, 120], rnd),
  );
  const sessions = intervals(5000, days, [15, 60], rnd);
  const timeOff = intervals(500, days, [60, 600], rnd);
  if (sorted) for (const list of [...calendars, sessions, timeOff]) list.sort(byStart);
  return {
    duration: 15,
    availability: { timeZone: ZONE, weeklyPeriods: SHAPE_B_PERIODS },
    rules: { minNotice: 0, maxNotice: null, bufferBefore: 0, bufferAfter: 0, frequency: null, alignment: 15 },
    sessions,
    timeOff,
    busy: calendars.flat(),
    now: FROM,
    from: FROM,
    to: FROM + days * DAY,
  };
}

/** Typed copies of a normalized list, so the floor reads numbers, not objects. */
function columns(list: readonly { start: number; end: number }[]) {
  return {
    starts: Float64Array.from(list, (i) => i.start),
    ends: Float64Array.from(list, (i) => i.end),
    length: list.length,
  };
}

/**
 * The floor for a calendar query, as the issue defines it: a bare single sweep over the same
 * sorted intervals. Everything a correct engine could do ahead of time short of merging is done
 * here, outside the timing: the open stretches expanded into typed arrays, and time off and taken
 * time (sessions and busy) each sorted by start into one list of the same interval objects. What
 * is left, and timed, is one sweep: every candidate start on each stretch's grid, with a
 * forward-only pointer into each sorted list that reads every interval once and keeps the latest
 * end seen so far (the lists are sorted, not merged, so a later interval may end sooner), and the
 * free starts pushed to the result. (The shape has no notice, buffers or frequency cap, and its
 * stretches start on the 15-minute grid, so no zone work is needed.)
 *
 * `merged: true` is a stricter floor, below what the issue asks: the lists are also merged ahead
 * of time into typed arrays, so the sweep does not even read the intervals — tens of thousands of
 * busy intervals shrink to a few thousand. Reported beside the other, to show what the reading
 * costs.
 */
function prepareFloor(query: SlotQuery, merged: boolean) {
  const duration = query.duration * MINUTE;
  const step = (query.rules.alignment ?? query.duration) * MINUTE;
  const to = query.to;
  const timeline = zoneTimeline(query.availability.timeZone, query.from, to + duration);
  const open = columns(
    expandWeeklyPeriods(query.availability.weeklyPeriods, timeline, query.from, to + duration),
  );
  const taken = [...(query.sessions ?? []), ...(query.busy ?? [])];
  if (merged) {
    const off = columns(normalize(query.timeOff ?? []));
    const takenColumns = columns(normalize(taken));
    return (): number[] => {
      const slots: number[] = [];
      let o = 0;
      let b = 0;
      for (let s = 0; s < open.length; s++) {
        const stretchEnd = open.ends[s]!;
        let start = open.starts[s]!;
        if (start < query.from) start += Math.ceil((query.from - start) / step) * step;
        for (; start + duration <= stretchEnd && start < to; start += step) {
          const end = start + duration;
          while (o < off.length && off.ends[o]! <= start) o++;
          if (o < off.length && off.starts[o]! < end) continue;
          while (b < takenColumns.length && takenColumns.ends[b]! <= start) b++;
          if (b < takenColumns.length && takenColumns.starts[b]! < end) continue;
          slots.push(start);
        }
      }
      return slots;
    };
  }
  const off = [...(query.timeOff ?? [])].sort(byStart);
  taken.sort(byStart);
  return (): number[] => {
    const slots: number[] = [];
    let o = 0;
    let offEnd = Number.NEGATIVE_INFINITY;
    let b = 0;
    let takenEnd = Number.NEGATIVE_INFINITY;
    for (let s = 0; s < open.length; s++) {
      const stretchEnd = open.ends[s]!;
      let start = open.starts[s]!;
      if (start < query.from) start += Math.ceil((query.from - start) / step) * step;
      for (; start + duration <= stretchEnd && start < to; start += step) {
        const end = start + duration;
        // Every interval starting before this slot ends has been read; the slot is free when
        // none of them ends after it starts.
        for (; o < off.length && off[o]!.start < end; o++) if (off[o]!.end > offEnd) offEnd = off[o]!.end;
        if (offEnd > start) continue;
        for (; b < taken.length && taken[b]!.start < end; b++) {
          if (taken[b]!.end > takenEnd) takenEnd = taken[b]!.end;
        }
        if (takenEnd > start) continue;
        slots.push(start);
      }
    }
    return slots;
  };
}

/** Median and p99 of the floor's time per sweep, timed like the engine. */
function measureFloor(query: SlotQuery, samples: number, merged: boolean) {
  const sweep = prepareFloor(query, merged);
  const engineSlots = findSlots(query);
  const floorSlots = sweep();
  if (floorSlots.length !== engineSlots.length || floorSlots.some((s, i) => s !== engineSlots[i])) {
    throw new Error('The floor and the engine disagree: the floor would not be a floor');
  }
  return measureCalls(sweep, samples);
}

/**
 * Median and p99 of the time per call. Calls are timed in batches long enough (about 2 ms) that
 * the timer's resolution and one-off pauses do not dominate sub-millisecond calls. The time is
 * this process's CPU time: on a machine shared with other work, wall time also counts the
 * moments the process waits for a core, which inflates longer batches more than short ones and
 * would skew the doubling and floor ratios.
 */
function measure(query: SlotQuery, samples: number) {
  return measureCalls(() => findSlots(query), samples);
}

/**
 * A full collection before each measurement, so the garbage of the case before (tens of
 * thousands of intervals) is not collected, on this process's clock, during the next one.
 */
const collectGarbage: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function measureCalls(call: () => number[], samples: number) {
  collectGarbage();
  let slots = call().length;
  const warmUpStarted = cpuMs();
  let calls = 0;
  while (cpuMs() - warmUpStarted < 200) {
    call();
    calls++;
  }
  const batch = Math.max(1, Math.round(calls / 100));
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = cpuMs();
    for (let j = 0; j < batch; j++) slots = call().length;
    times.push((cpuMs() - started) / batch);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p99: at(0.99), slots };
}

const ms = (value: number) => `${value.toFixed(3)} ms`;
const times = (value: number) => `${value.toFixed(2)}×`;
const count = (value: number) => value.toLocaleString('en-GB');

export async function benchAvailability(): Promise<void> {
  const a = measure(shapeA(), 300);
  console.log(
    `(a) 60 days, 200 sessions, 20 time off: median ${ms(a.median)}, p99 ${ms(a.p99)} (${a.slots} slots)`,
  );
  const b = measure(shapeB(), 200);
  console.log(
    `(b) 365 days, 5,000 sessions, 500 time off, 10,000 busy: median ${ms(b.median)}, p99 ${ms(b.p99)} (${b.slots} slots)`,
  );
  // Doubling: the days double too, except (b), already at the one-year cap, which doubles its
  // input counts within the same year.
  const a2 = measure(shapeA(2), 300);
  console.log(`(a) doubled: median ${ms(a2.median)} — ${(a2.median / a.median).toFixed(2)}×`);
  const b2 = measure(shapeB(2), 100);
  console.log(`(b) doubled counts: median ${ms(b2.median)} — ${(b2.median / b.median).toFixed(2)}×`);
  benchCalendars();
}

/** (c) the engine fed by connected calendars, doubling their busy intervals, against the floor. */
function benchCalendars(): void {
  for (const sorted of [true, false]) {
    const order = sorted ? 'each calendar sorted by start' : 'in random order';
    let previous: number | null = null;
    for (const busy of [10_000, 20_000, 40_000]) {
      const query = shapeCalendars(busy, sorted);
      const engine = measure(query, 100);
      const doubling = previous === null ? '' : ` — ${times(engine.median / previous)}`;
      previous = engine.median;
      let line = `(c) 365 days, ${count(busy)} busy from 3 calendars ${order}: median ${ms(engine.median)}, p99 ${ms(engine.p99)}${doubling} (${engine.slots} slots)`;
      if (sorted) {
        const floor = measureFloor(query, 100, false);
        const mergedFloor = measureFloor(query, 100, true);
        line += `; floor ${ms(floor.median)}, engine ${times(engine.median / floor.median)} the floor`;
        line += ` (floor with the intervals merged beforehand ${ms(mergedFloor.median)}, ${times(engine.median / mergedFloor.median)})`;
      }
      console.log(line);
    }
  }
}
