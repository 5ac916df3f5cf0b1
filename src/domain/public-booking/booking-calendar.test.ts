import { describe, expect, it } from 'vitest';
import { addMonths, dayKeyOf, groupSlotsByDay, monthGrid, monthRange } from './booking-calendar';

describe('monthGrid', () => {
  it('starts weeks on Monday and pads with the neighbouring months', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthGrid({ year: 2026, month: 3 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.map((d) => d.key)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(weeks[0]!.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(weeks[5]!.map((d) => d.key)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31);
  });

  it('needs only four weeks for a February that starts on Monday', () => {
    const weeks = monthGrid({ year: 2027, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toEqual({ key: '2027-02-01', day: 1, inMonth: true });
    expect(weeks[3]![6]).toEqual({ key: '2027-02-28', day: 28, inMonth: true });
  });

  it('handles leap years', () => {
    expect(
      monthGrid({ year: 2028, month: 2 })
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(29);
  });
});

describe('months', () => {
  it('adds months across years both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, 0)).toEqual({ year: 2026, month: 5 });
  });

  it('gives the month range from midnight to midnight in the chosen zone', () => {
    expect(monthRange({ year: 2026, month: 3 }, 'America/Los_Angeles')).toEqual({
      from: Date.parse('2026-03-01T08:00:00Z'),
      // PDT from 8 March: midnight of 1 April is 07:00 UTC.
      to: Date.parse('2026-04-01T07:00:00Z'),
    });
    expect(monthRange({ year: 2026, month: 12 }, 'Asia/Tokyo')).toEqual({
      from: Date.parse('2026-11-30T15:00:00Z'),
      to: Date.parse('2026-12-31T15:00:00Z'),
    });
  });
});

describe('groupSlotsByDay', () => {
  it("groups by the client's day, not UTC's", () => {
    const slots = ['2026-06-01T23:00:00.000Z', '2026-06-02T01:00:00.000Z', '2026-06-02T16:00:00.000Z'];
    expect(Object.fromEntries(groupSlotsByDay(slots, 'America/Los_Angeles'))).toEqual({
      '2026-06-01': ['2026-06-01T23:00:00.000Z', '2026-06-02T01:00:00.000Z'],
      '2026-06-02': ['2026-06-02T16:00:00.000Z'],
    });
    expect(Object.fromEntries(groupSlotsByDay(slots, 'Asia/Tokyo'))).toEqual({
      '2026-06-02': ['2026-06-01T23:00:00.000Z', '2026-06-02T01:00:00.000Z'],
      '2026-06-03': ['2026-06-02T16:00:00.000Z'],
    });
  });

  it('keeps each day whole across a daylight-saving change', () => {
    // London springs forward on 29 March 2026 at 01:00 UTC. 23:30 UTC on the 28th is 23:30 GMT
    // (the 28th), 23:30 UTC on the 29th is 00:30 BST (the 30th).
    const slots = ['2026-03-28T23:30:00.000Z', '2026-03-29T00:30:00.000Z', '2026-03-29T23:30:00.000Z'];
    expect(Object.fromEntries(groupSlotsByDay(slots, 'Europe/London'))).toEqual({
      '2026-03-28': ['2026-03-28T23:30:00.000Z'],
      '2026-03-29': ['2026-03-29T00:30:00.000Z'],
      '2026-03-30': ['2026-03-29T23:30:00.000Z'],
    });
    // LA falls back on 1 November 2026: 07:30 UTC is 00:30 PDT, 08:30 UTC is 01:30 PDT and
    // 09:30 UTC is 01:30 PST — the same day, three slots.
    const fallBack = ['2026-11-01T07:30:00.000Z', '2026-11-01T08:30:00.000Z', '2026-11-01T09:30:00.000Z'];
    expect([...groupSlotsByDay(fallBack, 'America/Los_Angeles').entries()]).toEqual([
      ['2026-11-01', fallBack],
    ]);
  });

  it('reads a day key in a zone', () => {
    expect(dayKeyOf('2026-01-01T03:00:00Z', 'America/New_York')).toBe('2025-12-31');
  });
});
