import { describe, expect, it } from 'vitest';
import {
  addRange,
  checkSchedule,
  copyToWeekdays,
  formatMinuteOfDay,
  nextRange,
  periodsFromWeeklyHours,
  removeRange,
  scheduleKey,
  setDayEnabled,
  setRange,
  timeChoices,
  weeklyHoursFromPeriods,
} from './weekly-hours';

const officeHours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 }));

describe('weekly hours', () => {
  it('reads periods into a row per weekday and writes back only the days that are on', () => {
    const hours = weeklyHoursFromPeriods([
      { weekday: 1, startMinute: 780, endMinute: 1020 },
      { weekday: 1, startMinute: 540, endMinute: 720 },
    ]);
    expect(hours[1]).toEqual({
      enabled: true,
      ranges: [
        { start: 540, end: 720 },
        { start: 780, end: 1020 },
      ],
    });
    expect(hours[0]).toEqual({ enabled: false, ranges: [] });
    const off = setDayEnabled(hours, 1, false);
    expect(periodsFromWeeklyHours(off).periods).toEqual([]);
    // Switching the day back on restores its hours.
    expect(setDayEnabled(off, 1, true)[1]).toEqual(hours[1]);
  });

  it('gives a day switched on for the first time office hours', () => {
    expect(setDayEnabled(weeklyHoursFromPeriods([]), 6, true)[6]).toEqual({
      enabled: true,
      ranges: [{ start: 540, end: 1020 }],
    });
  });

  it('tells each saved period where it came from', () => {
    const hours = addRange(weeklyHoursFromPeriods(officeHours), 1);
    const { periods, refs } = periodsFromWeeklyHours(hours);
    expect(periods.slice(0, 2)).toEqual([
      { weekday: 1, startMinute: 540, endMinute: 1020 },
      { weekday: 1, startMinute: 1080, endMinute: 1140 },
    ]);
    expect(refs.slice(0, 3)).toEqual([
      { weekday: 1, index: 0 },
      { weekday: 1, index: 1 },
      { weekday: 2, index: 0 },
    ]);
  });

  it('adds an hour an hour after the last range, inside the day, up to 12 ranges', () => {
    expect(nextRange([])).toEqual({ start: 540, end: 1020 });
    expect(nextRange([{ start: 540, end: 1020 }])).toEqual({ start: 1080, end: 1140 });
    expect(nextRange([{ start: 540, end: 1380 }])).toEqual({ start: 1380, end: 1440 });
    expect(nextRange([{ start: 540, end: 1410 }])).toEqual({ start: 1410, end: 1440 });
    expect(nextRange([{ start: 540, end: 1440 }])).toBeNull();
    const twelve = Array.from({ length: 12 }, (_, i) => ({ start: i * 60, end: i * 60 + 30 }));
    expect(nextRange(twelve)).toBeNull();
  });

  it('switches a day off when its last range is removed, and adds office hours to a day that is off', () => {
    const hours = weeklyHoursFromPeriods(officeHours);
    const removed = removeRange(hours, { weekday: 3, index: 0 });
    expect(removed[3]).toEqual({ enabled: false, ranges: [] });
    expect(addRange(removed, 3)[3]).toEqual({ enabled: true, ranges: [{ start: 540, end: 1020 }] });
    expect(setRange(hours, { weekday: 2, index: 0 }, { start: 600, end: 660 })[2]!.ranges).toEqual([
      { start: 600, end: 660 },
    ]);
  });

  it('copies a day to Monday to Friday, leaving the weekend alone', () => {
    let hours = weeklyHoursFromPeriods([...officeHours, { weekday: 6, startMinute: 600, endMinute: 720 }]);
    hours = addRange(hours, 1);
    const copied = copyToWeekdays(hours, 1);
    for (const weekday of [2, 3, 4, 5]) expect(copied[weekday]).toEqual(hours[1]);
    expect(copied[6]).toEqual(hours[6]);
    expect(copied[0]).toEqual({ enabled: false, ranges: [] });
    // A weekend day copied to the weekdays switches them off when it is off.
    const sundayOff = copyToWeekdays(hours, 0);
    expect([1, 2, 3, 4, 5].map((d) => sundayOff[d]!.enabled)).toEqual([false, false, false, false, false]);
  });

  it('compares schedules whatever the order of their periods', () => {
    expect(scheduleKey('UTC', [...officeHours].reverse())).toBe(scheduleKey('UTC', officeHours));
    expect(scheduleKey('Europe/Paris', officeHours)).not.toBe(scheduleKey('UTC', officeHours));
  });

  it('labels times on a 24-hour clock, midnight at the end of a day as 24:00', () => {
    expect(formatMinuteOfDay(0)).toBe('00:00');
    expect(formatMinuteOfDay(545)).toBe('09:05');
    expect(formatMinuteOfDay(1440)).toBe('24:00');
  });

  it('offers a 15-minute grid, plus a saved time off the grid', () => {
    const starts = timeChoices('start', 540);
    expect(starts).toHaveLength(96);
    expect(starts[0]).toEqual({ value: '0', label: '00:00' });
    expect(starts.at(-1)).toEqual({ value: '1425', label: '23:45' });
    const ends = timeChoices('end', 545);
    expect(ends).toHaveLength(97);
    expect(ends[0]).toEqual({ value: '15', label: '00:15' });
    expect(ends.at(-1)).toEqual({ value: '1440', label: '24:00' });
    expect(ends.find((c) => c.value === '545')).toEqual({ value: '545', label: '09:05' });
  });
});

describe('checking the week', () => {
  it('puts each message next to the range it is about', () => {
    let hours = weeklyHoursFromPeriods(officeHours);
    hours = addRange(hours, 1);
    hours = setRange(hours, { weekday: 1, index: 1 }, { start: 960, end: 1080 });
    hours = setRange(hours, { weekday: 3, index: 0 }, { start: 600, end: 600 });
    const check = checkSchedule('Europe/Paris', hours);
    expect(check.valid).toBe(false);
    expect(check.timeZoneError).toBeNull();
    const byDay = [...check.rangeErrors].sort(([a], [b]) => a - b);
    expect(byDay.map(([day, errors]) => [day, [...errors]])).toEqual([
      [1, [[1, { message: 'These hours overlap other hours on the same day', field: 'startMinute' }]]],
      [3, [[0, { message: 'The end must be after the start', field: 'endMinute' }]]],
    ]);
  });

  it('ignores the ranges of a day that is off, and checks the zone', () => {
    let hours = weeklyHoursFromPeriods(officeHours);
    hours = addRange(hours, 2);
    hours = setRange(hours, { weekday: 2, index: 1 }, { start: 540, end: 600 });
    expect(checkSchedule('Europe/Paris', hours).valid).toBe(false);
    const off = setDayEnabled(hours, 2, false);
    expect(checkSchedule('Europe/Paris', off)).toMatchObject({ valid: true, timeZoneError: null });
    expect(checkSchedule('Nowhere/Special', off).timeZoneError).toBe(
      'Please choose a time zone from the list',
    );
  });
});
