import { describe, expect, it } from 'vitest';
import {
  availabilityNameInput,
  availabilityScheduleInput,
  cloneName,
  createAvailabilityInput,
  MAX_RANGES_PER_DAY,
} from './availability-input';

const issues = (schema: { safeParse(v: unknown): { error?: { issues: unknown[] } } }, input: unknown) =>
  (schema.safeParse(input).error?.issues as Array<{ path: PropertyKey[]; message: string }> | undefined)?.map(
    (i) => [i.path.join('.'), i.message],
  );

const monday = (startMinute: number, endMinute: number) => ({ weekday: 1, startMinute, endMinute });
const schedule = (weeklyPeriods: unknown[], timeZone = 'Europe/Paris') => ({ timeZone, weeklyPeriods });

describe('availability name', () => {
  it('is trimmed and allows exactly 40 characters', () => {
    expect(availabilityNameInput.parse({ name: '  Weekend hours ' })).toEqual({ name: 'Weekend hours' });
    expect(availabilityNameInput.parse({ name: 'n'.repeat(40) }).name).toHaveLength(40);
  });

  it("says 'Too long, please limit the name to 40 characters' at 41", () => {
    expect(issues(availabilityNameInput, { name: 'n'.repeat(41) })).toEqual([
      ['name', 'Too long, please limit the name to 40 characters'],
    ]);
  });

  it("says 'Required' for a blank or missing name", () => {
    expect(issues(availabilityNameInput, { name: '   ' })).toEqual([['name', 'Required']]);
    expect(issues(availabilityNameInput, {})).toEqual([['name', 'Required']]);
    expect(issues(availabilityNameInput, { name: null })).toEqual([['name', 'Required']]);
  });
});

describe('create input', () => {
  it('reads a missing source as a new availability with office hours', () => {
    expect(createAvailabilityInput.parse({ name: 'New Hours' })).toEqual({
      name: 'New Hours',
      cloneFromId: null,
    });
    expect(createAvailabilityInput.parse({ name: 'New Hours', cloneFromId: null }).cloneFromId).toBeNull();
    expect(createAvailabilityInput.parse({ name: 'Copy', cloneFromId: 'availability' }).cloneFromId).toBe(
      'availability',
    );
  });

  it('refuses an empty or non-text source', () => {
    expect(issues(createAvailabilityInput, { name: 'Copy', cloneFromId: '' })).toEqual([
      ['cloneFromId', 'Please choose the availability to copy'],
    ]);
    expect(issues(createAvailabilityInput, { name: 'Copy', cloneFromId: 7 })).toEqual([
      ['cloneFromId', 'Please choose the availability to copy'],
    ]);
  });
});

describe('clone name', () => {
  it("adds '(clone)' to the source's name", () => {
    expect(cloneName('Working hours')).toBe('Working hours (clone)');
  });

  it('shortens a long source name so the clone still fits in 40 characters', () => {
    const name = cloneName(`${'a'.repeat(30)} bcdefghij`);
    expect(name).toBe(`${'a'.repeat(30)} b (clone)`);
    expect(name).toHaveLength(40);
    expect(cloneName(`${'a'.repeat(31)}  xyz`)).toBe(`${'a'.repeat(31)} (clone)`);
  });
});

describe('schedule input', () => {
  it('accepts several ranges a day, touching ones included, and answers them by weekday then start', () => {
    const parsed = availabilityScheduleInput.parse(
      schedule([
        { weekday: 5, startMinute: 600, endMinute: 660 },
        monday(780, 1020),
        monday(540, 780),
        { weekday: 0, startMinute: 0, endMinute: 1440 },
      ]),
    );
    expect(parsed).toEqual({
      timeZone: 'Europe/Paris',
      weeklyPeriods: [
        { weekday: 0, startMinute: 0, endMinute: 1440 },
        monday(540, 780),
        monday(780, 1020),
        { weekday: 5, startMinute: 600, endMinute: 660 },
      ],
    });
  });

  it('accepts a week with no hours at all', () => {
    expect(availabilityScheduleInput.parse(schedule([])).weeklyPeriods).toEqual([]);
  });

  it('refuses overlapping ranges on the same day, naming the later one', () => {
    expect(issues(availabilityScheduleInput, schedule([monday(540, 1020), monday(960, 1080)]))).toEqual([
      ['weeklyPeriods.1.startMinute', 'These hours overlap other hours on the same day'],
    ]);
    // Listed out of order: the range that starts later is the one at fault.
    expect(issues(availabilityScheduleInput, schedule([monday(600, 660), monday(540, 1020)]))).toEqual([
      ['weeklyPeriods.0.startMinute', 'These hours overlap other hours on the same day'],
    ]);
    expect(issues(availabilityScheduleInput, schedule([monday(540, 600), monday(540, 600)]))).toEqual([
      ['weeklyPeriods.1.startMinute', 'These hours overlap other hours on the same day'],
    ]);
  });

  it('still finds an overlap when another range is broken, and compares no broken range', () => {
    const periods = [monday(540, 1020), monday(960, 1080), { weekday: 2, startMinute: 600, endMinute: 600 }];
    expect(issues(availabilityScheduleInput, schedule(periods))).toEqual([
      ['weeklyPeriods.2.endMinute', 'The end must be after the start'],
      ['weeklyPeriods.1.startMinute', 'These hours overlap other hours on the same day'],
    ]);
    expect(issues(availabilityScheduleInput, schedule([monday(540, 1020), monday(542, 600)]))).toEqual([
      ['weeklyPeriods.1.startMinute', 'Please choose a time between 00:00 and 24:00, in steps of 5 minutes'],
    ]);
  });

  it('allows the same hours on different days', () => {
    const periods = [monday(540, 1020), { weekday: 2, startMinute: 540, endMinute: 1020 }];
    expect(availabilityScheduleInput.safeParse(schedule(periods)).success).toBe(true);
  });

  it("says 'The end must be after the start' for an empty or reversed range", () => {
    expect(issues(availabilityScheduleInput, schedule([monday(600, 600)]))).toEqual([
      ['weeklyPeriods.0.endMinute', 'The end must be after the start'],
    ]);
    expect(issues(availabilityScheduleInput, schedule([monday(700, 600)]))).toEqual([
      ['weeklyPeriods.0.endMinute', 'The end must be after the start'],
    ]);
  });

  it('keeps times inside the day on a 5-minute grid', () => {
    const message = 'Please choose a time between 00:00 and 24:00, in steps of 5 minutes';
    expect(issues(availabilityScheduleInput, schedule([monday(545, 1020)]))).toBeUndefined();
    expect(issues(availabilityScheduleInput, schedule([monday(542, 1020)]))).toEqual([
      ['weeklyPeriods.0.startMinute', message],
    ]);
    expect(issues(availabilityScheduleInput, schedule([monday(-5, 60)]))).toEqual([
      ['weeklyPeriods.0.startMinute', message],
    ]);
    expect(issues(availabilityScheduleInput, schedule([monday(1380, 1445)]))).toEqual([
      ['weeklyPeriods.0.endMinute', message],
    ]);
    expect(issues(availabilityScheduleInput, schedule([monday(1440, 1440)]))).toEqual([
      ['weeklyPeriods.0.startMinute', message],
    ]);
    expect(issues(availabilityScheduleInput, schedule([monday(60.5, 120)]))).toEqual([
      ['weeklyPeriods.0.startMinute', message],
    ]);
    expect(
      issues(availabilityScheduleInput, schedule([{ weekday: 1, startMinute: '09:00', endMinute: 600 }])),
    ).toEqual([['weeklyPeriods.0.startMinute', message]]);
  });

  it("says 'Please choose a day of the week' outside 0 (Sunday) to 6", () => {
    expect(
      issues(availabilityScheduleInput, schedule([{ weekday: 7, startMinute: 0, endMinute: 60 }])),
    ).toEqual([['weeklyPeriods.0.weekday', 'Please choose a day of the week']]);
    expect(issues(availabilityScheduleInput, schedule([{ startMinute: 0, endMinute: 60 }]))).toEqual([
      ['weeklyPeriods.0.weekday', 'Please choose a day of the week'],
    ]);
  });

  it(`allows ${MAX_RANGES_PER_DAY} ranges a day and refuses one more`, () => {
    const ranges = (n: number) => Array.from({ length: n }, (_, i) => monday(i * 60, i * 60 + 30));
    expect(availabilityScheduleInput.safeParse(schedule(ranges(12))).success).toBe(true);
    expect(issues(availabilityScheduleInput, schedule(ranges(13)))).toEqual([
      ['weeklyPeriods.12', 'Please use at most 12 time ranges a day'],
    ]);
    const week = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => ranges(12).map((r) => ({ ...r, weekday })));
    expect(availabilityScheduleInput.safeParse(schedule(week)).success).toBe(true);
    expect(issues(availabilityScheduleInput, schedule([...week, monday(1400, 1410)]))?.[0]).toEqual([
      'weeklyPeriods',
      'Please use at most 12 time ranges a day',
    ]);
  });

  it('needs a real IANA time zone', () => {
    expect(issues(availabilityScheduleInput, schedule([], 'Mars/Olympus_Mons'))).toEqual([
      ['timeZone', 'Please choose a time zone from the list'],
    ]);
    expect(issues(availabilityScheduleInput, schedule([], '+02:00'))).toEqual([
      ['timeZone', 'Please choose a time zone from the list'],
    ]);
    expect(issues(availabilityScheduleInput, { weeklyPeriods: [] })).toEqual([['timeZone', 'Required']]);
    expect(issues(availabilityScheduleInput, { timeZone: 'UTC' })).toEqual([['weeklyPeriods', 'Required']]);
  });
});
