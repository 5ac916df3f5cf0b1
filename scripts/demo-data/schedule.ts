// Where the sessions go: group sessions on their fixed weekly times, then one-to-one sessions in
// the free time of the availability they are booked from, never overlapping, with the expert's
// buffer after each one and never on a day off.
import { DAY_MS } from '../../src/domain/time/instant';
import {
  freeStarts,
  type Interval,
  localInstant,
  minutes,
  reserve,
  type WorkDay,
  workDays,
} from './calendar';
import { AVAILABILITIES, SERIES, SERVICES, type SeriesKey, type ServiceDef, WORKSHOPS } from './catalogue';
import type { ScalePlan, SessionModel } from './model';
import type { Random } from './random';

export const BUFFER_AFTER = 15;
export const ALIGNMENT = 15;

export type ScheduleInput = {
  rnd: Random;
  newId: () => string;
  zone: string;
  now: number;
  historyStart: number;
  upcomingEnd: number;
  timeOff: Interval[];
  plan: ScalePlan;
};

export type Schedule = { sessions: SessionModel[]; masterclass: boolean };

function newSession(
  input: ScheduleInput,
  day: WorkDay,
  startMinute: number,
  fields: Pick<SessionModel, 'type' | 'title' | 'description' | 'price' | 'groupSizeMax'> &
    Partial<SessionModel> & { duration: number },
): SessionModel {
  const start = localInstant(day.date, startMinute, input.zone);
  const { duration, ...rest } = fields;
  return {
    id: input.newId(),
    start,
    end: start + minutes(duration),
    createdAt: start,
    status: 'confirmed',
    cancelledAt: null,
    cancelledBy: null,
    cancellationMessage: null,
    rescheduled: null,
    locationKey: null,
    collectPhoneNumber: false,
    bookings: [],
    ...rest,
  };
}

const daysBetween = (a: WorkDay, b: WorkDay) =>
  Math.round(
    (Date.UTC(b.date.year, b.date.month - 1, b.date.day) -
      Date.UTC(a.date.year, a.date.month - 1, a.date.day)) /
      DAY_MS,
  );

export function planSchedule(input: ScheduleInput): Schedule {
  const { rnd, plan, now } = input;
  const days = workDays(input.historyStart, input.upcomingEnd, input.zone, input.timeOff);
  if (days.length === 0) return { sessions: [], masterclass: false };
  const first = days[0]!;
  const weekIndex = (day: WorkDay) => Math.floor((daysBetween(first, day) + first.weekday - 1) / 7);

  // How many one-to-one sessions the calendar would naturally hold, and how many the bookings
  // target leaves room for: the group sessions take the rest.
  const upcomingWeight = (day: WorkDay) => Math.max(0.1, 1 - (day.start - now) / (45 * DAY_MS));
  const naturalPersonal = days.reduce(
    (sum, day) => sum + plan.personalPerDay * (day.start < now ? 1 : upcomingWeight(day)),
    0,
  );
  const personalCap = Math.floor(plan.bookings * 0.65);
  const density = Math.min(1, personalCap / Math.max(1, naturalPersonal));

  const smallSeries: SeriesKey[] = ['circle', 'lab'];
  const countOf = (weekdays: number[], every: number, offset = 0) =>
    days.filter((d) => weekdays.includes(d.weekday) && (weekIndex(d) + offset) % every === 0).length;
  const naturalGroup =
    smallSeries.reduce((sum, key) => {
      const s = SERIES[key];
      return sum + countOf(s.weekdays, s.everyWeeks) * s.groupSizeMax * s.fill;
    }, 0) +
    countOf([WORKSHOPS.weekday], WORKSHOPS.everyWeeks, 3) * WORKSHOPS.groupSizeMax * WORKSHOPS.fill;
  const masterclass =
    plan.masterclass ?? plan.bookings - Math.min(naturalPersonal, personalCap) > naturalGroup * 0.9;
  const seriesKeys: SeriesKey[] = masterclass ? [...smallSeries, 'masterclass'] : smallSeries;

  const sessions: SessionModel[] = [];
  let workshopNumber = 0;
  for (const day of days) {
    for (const key of seriesKeys) {
      const s = SERIES[key];
      if (!s.weekdays.includes(day.weekday) || weekIndex(day) % s.everyWeeks !== 0) continue;
      reserve(day, s.startMinute, s.startMinute + s.duration, BUFFER_AFTER);
      sessions.push(
        newSession(input, day, s.startMinute, {
          type: 'group',
          seriesKey: key,
          title: s.title,
          description: s.description,
          duration: s.duration,
          price: s.price,
          groupSizeMax: s.groupSizeMax,
        }),
      );
    }
    if (day.weekday === WORKSHOPS.weekday && (weekIndex(day) + 3) % WORKSHOPS.everyWeeks === 0) {
      const w = WORKSHOPS;
      reserve(day, w.startMinute, w.startMinute + w.duration, BUFFER_AFTER);
      sessions.push(
        newSession(input, day, w.startMinute, {
          type: 'group',
          title: w.titles[workshopNumber++ % w.titles.length]!,
          description: w.description,
          duration: w.duration,
          price: w.price,
          groupSizeMax: w.groupSizeMax,
        }),
      );
    }
  }

  const personal: SessionModel[] = [];
  const byAvailability = (key: 'working' | 'evenings') =>
    SERVICES.filter((s) => s.availability === key).map((s) => [s, s.weight] as const);
  const workingServices = byAvailability('working');
  const eveningServices = byAvailability('evenings');
  const place = (day: WorkDay, service: ServiceDef) => {
    const periods = AVAILABILITIES[service.availability].periods[day.weekday];
    if (!periods) return;
    const starts = freeStarts(day, periods, service.duration, ALIGNMENT, BUFFER_AFTER);
    if (starts.length === 0) return;
    const startMinute = rnd.pick(starts);
    reserve(day, startMinute, startMinute + service.duration, BUFFER_AFTER);
    personal.push(
      newSession(input, day, startMinute, {
        type: 'personal',
        serviceKey: service.key,
        title: service.title,
        description: null,
        duration: service.duration,
        price: service.price,
        groupSizeMax: null,
        locationKey: service.location ?? null,
        collectPhoneNumber: service.collectPhoneNumber,
      }),
    );
  };
  for (const day of days) {
    const weight = density * (day.start < now ? 1 : upcomingWeight(day));
    const count = Math.round(plan.personalPerDay * weight * (0.4 + 1.2 * rnd.next()));
    for (let i = 0; i < count; i++) place(day, rnd.weighted(workingServices));
    if (AVAILABILITIES.evenings.periods[day.weekday] && rnd.chance(0.55 * weight)) {
      place(day, rnd.weighted(eveningServices));
      if (rnd.chance(0.2)) place(day, rnd.weighted(eveningServices));
    }
  }
  // The bookings target wins over the calendar: drop random extras beyond the cap.
  const kept = personal.length > personalCap ? rnd.shuffle(personal).slice(0, personalCap) : personal;
  sessions.push(...kept);
  sessions.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1));
  return { sessions, masterclass };
}
