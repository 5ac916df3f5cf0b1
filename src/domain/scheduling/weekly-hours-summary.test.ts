import { describe, expect, it } from 'vitest';
import { clockLabel, weeklyHoursSummary } from './weekly-hours-summary';

const period = (weekday: number, start: string, end: string) => {
  const minutes = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return h! * 60 + m!;
  };
  const startMinute = minutes(start);
  let endMinute = minutes(end);
  if (endMinute <= startMinute) endMinute += 1440;
  return { weekday, startMinute, endMinute };
};
const days = (weekdays: number[], start: string, end: string) => weekdays.map((d) => period(d, start, end));

describe('weeklyHoursSummary', () => {
  it('reads the default working hours as Mon–Fri 9:00–17:00', () => {
    expect(weeklyHoursSummary(days([1, 2, 3, 4, 5], '09:00', '17:00'))).toBe('Mon–Fri 9:00–17:00');
  });

  it('lists days that are not a run of three, Monday first', () => {
    expect(weeklyHoursSummary(days([0, 3, 1], '10:00', '12:30'))).toBe('Mon, Wed, Sun 10:00–12:30');
    expect(weeklyHoursSummary(days([1, 2], '10:00', '12:00'))).toBe('Mon, Tue 10:00–12:00');
    expect(weeklyHoursSummary(days([1, 2, 3, 5], '10:00', '12:00'))).toBe('Mon–Wed, Fri 10:00–12:00');
    expect(weeklyHoursSummary(days([5, 6, 0], '10:00', '12:00'))).toBe('Fri–Sun 10:00–12:00');
  });

  it('groups days with the same hours, and shows split days', () => {
    const periods = [
      ...days([1, 2, 3, 4], '09:00', '12:00'),
      ...days([1, 2, 3, 4], '13:00', '17:00'),
      period(6, '10:00', '14:00'),
    ];
    expect(weeklyHoursSummary(periods)).toBe('Mon–Thu 9:00–12:00, 13:00–17:00 · Sat 10:00–14:00');
  });

  it('shows hours that run past midnight', () => {
    expect(weeklyHoursSummary([period(5, '20:00', '02:00')])).toBe('Fri 20:00–2:00');
  });

  it('says so when there are no weekly hours', () => {
    expect(weeklyHoursSummary([])).toBe('No weekly hours');
  });
});

describe('clockLabel', () => {
  it('writes minutes after midnight as a clock', () => {
    expect([0, 540, 555, 1439, 1440, 1500].map(clockLabel)).toEqual([
      '0:00',
      '9:00',
      '9:15',
      '23:59',
      '0:00',
      '1:00',
    ]);
  });
});
