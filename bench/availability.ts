// The availability engine (issue 4): median and p99 time per findSlots call for the two shapes
// the issue names, and how the time grows when every input count doubles (target: ≤ 2.2×).
//
//   (a) 60 days, Mon–Fri 09:00–17:00 with a lunch break, 60-minute service, 15-minute buffers,
//       12-hour minimum notice, 200 sessions, 20 time-off periods. Target: median < 1 ms.
//   (b) 365 days, every day 06:00–22:00 in three ranges, 15-minute slots, 5,000 sessions,
//       500 time-off periods, 10,000 calendar busy intervals. Target: median < 20 ms.
import { createRandom } from '../scripts/demo-data/random';
import { findSlots, type SlotQuery, type WeeklyPeriod } from '../src/domain/availability/slots';

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

function shapeB(scale = 1): SlotQuery {
  const rnd = random(2);
  const days = Math.min(365 * scale, 366);
  const periods: WeeklyPeriod[] = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, startMinute: 6 * 60, endMinute: 11 * 60 },
    { weekday, startMinute: 11 * 60 + 30, endMinute: 16 * 60 },
    { weekday, startMinute: 16 * 60 + 30, endMinute: 22 * 60 },
  ]);
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

/**
 * Median and p99 of the time per call. Calls are timed in batches long enough (about 2 ms) that
 * the timer's resolution and one-off pauses do not dominate sub-millisecond calls.
 */
function measure(query: SlotQuery, samples: number) {
  let slots = findSlots(query).length;
  const warmUpStarted = performance.now();
  let calls = 0;
  while (performance.now() - warmUpStarted < 200) {
    findSlots(query);
    calls++;
  }
  const batch = Math.max(1, Math.round(calls / 100));
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    for (let j = 0; j < batch; j++) slots = findSlots(query).length;
    times.push((performance.now() - started) / batch);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p99: at(0.99), slots };
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

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
}
