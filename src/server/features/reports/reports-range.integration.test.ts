import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/reports/report-range';
import { formatInZone } from '../../../domain/time/format-in-zone';
import type { TestApp } from '../../testing/test-app';
import type { Expert } from '../sessions/sessions-testing';
import { seedAroundDstChange, startReportsTestApp } from './reports-testing';

let t: TestApp;
let ada: Expert;

const report = async (query: string) => {
  const res = await ada.expert.request('GET', `/api/reports${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const zero = (from: string) => ({ from, bookings: 0, revenue: [] });

beforeAll(async () => {
  const started = await startReportsTestApp();
  ({ t, ada } = started);
  await seedAroundDstChange(started.fixtures, ada, started.bob);
});
afterAll(async () => {
  await t.close();
});

describe('report chart', () => {
  it('has a bucket for every local day up to 30 days, empty ones zero', async () => {
    const body = await report('?range=custom&from=2026-10-25&to=2026-11-07');
    const byDay = Object.fromEntries(body.buckets.map((b: { from: string }) => [b.from, b]));
    expect(body.buckets).toHaveLength(14);
    expect(body.buckets[0].from).toBe('2026-10-25');
    expect(body.buckets[13].from).toBe('2026-11-07');
    expect(byDay['2026-10-28']).toEqual({
      from: '2026-10-28',
      bookings: 0,
      revenue: [{ currency: 'USD', amount: 20000 }],
    });
    expect(byDay['2026-10-31']).toEqual({
      from: '2026-10-31',
      bookings: 1,
      revenue: [{ currency: 'USD', amount: 5000 }],
    });
    // 23:30 EST on the 25-hour day is still 1 November.
    expect(byDay['2026-11-01']).toEqual({
      from: '2026-11-01',
      bookings: 2,
      revenue: [
        { currency: 'EUR', amount: 3000 },
        { currency: 'USD', amount: 5000 },
      ],
    });
    expect(byDay['2026-11-02']).toEqual({ from: '2026-11-02', bookings: 1, revenue: [] });
    expect(byDay['2026-11-03']).toEqual(zero('2026-11-03'));
    expect(byDay['2026-11-07']).toEqual({
      from: '2026-11-07',
      bookings: 2,
      revenue: [{ currency: 'USD', amount: 4000 }],
    });
    expect(body.buckets.filter((b: { bookings: number }) => b.bookings > 0)).toHaveLength(4);
  });

  it('groups by week (from Monday) above 30 days, the first week starting with the range', async () => {
    const body = await report('?range=custom&from=2026-10-01&to=2026-11-30');
    expect(body).toMatchObject({
      days: 61,
      granularity: 'week',
      previous: { from: '2026-08-01', to: '2026-09-30' },
    });
    expect(body.buckets).toEqual([
      zero('2026-10-01'),
      zero('2026-10-05'),
      { from: '2026-10-12', bookings: 0, revenue: [{ currency: 'USD', amount: 15000 }] },
      {
        from: '2026-10-19',
        bookings: 2,
        revenue: [
          { currency: 'GBP', amount: 1500 },
          { currency: 'USD', amount: 4000 },
        ],
      },
      {
        from: '2026-10-26',
        bookings: 3,
        revenue: [
          { currency: 'EUR', amount: 3000 },
          { currency: 'USD', amount: 30000 },
        ],
      },
      // Sunday 8 November 00:00 EST belongs to the week of 2 November.
      { from: '2026-11-02', bookings: 4, revenue: [{ currency: 'USD', amount: 13999 }] },
      zero('2026-11-09'),
      zero('2026-11-16'),
      zero('2026-11-23'),
      zero('2026-11-30'),
    ]);
  });

  it('groups by month above 90 days', async () => {
    const body = await report('?range=custom&from=2026-08-15&to=2026-12-10');
    expect(body).toMatchObject({ days: 118, granularity: 'month' });
    expect(body.buckets).toEqual([
      zero('2026-08-15'),
      zero('2026-09-01'),
      {
        from: '2026-10-01',
        bookings: 3,
        revenue: [
          { currency: 'GBP', amount: 1500 },
          { currency: 'USD', amount: 44000 },
        ],
      },
      {
        from: '2026-11-01',
        bookings: 6,
        revenue: [
          { currency: 'EUR', amount: 3000 },
          { currency: 'USD', amount: 18999 },
        ],
      },
      zero('2026-12-01'),
    ]);
  });

  it('keeps 90 days by week', async () => {
    const body = await report('?range=custom&from=2026-09-01&to=2026-11-29');
    expect(body).toMatchObject({ days: 90, granularity: 'week' });
  });
});

describe('report ranges', () => {
  const today = () => formatInZone(Date.now(), 'America/New_York', 'yyyy-MM-dd');

  it('defaults to the last 30 days, ending today in the expert zone', async () => {
    const body = await report('');
    const to = today();
    expect(body).toMatchObject({
      range: 'last-30-days',
      days: 30,
      granularity: 'day',
      current: { from: addDays(to, -29), to },
      previous: { from: addDays(to, -59), to: addDays(to, -30) },
    });
    expect(body.buckets).toHaveLength(30);
  });

  it('answers each preset', async () => {
    const to = today();
    const monthStart = `${to.slice(0, 7)}-01`;
    const lastMonthEnd = addDays(monthStart, -1);
    const expected = {
      'month-to-date': [monthStart, to],
      'last-month': [`${lastMonthEnd.slice(0, 7)}-01`, lastMonthEnd],
      'last-90-days': [addDays(to, -89), to],
      'year-to-date': [`${to.slice(0, 4)}-01-01`, to],
    };
    for (const [range, [from, last]] of Object.entries(expected)) {
      const body = await report(`?range=${range}`);
      expect(body.current, range).toEqual({ from, to: last });
    }
  });

  it.each([
    ['?range=weekly', 'Please choose one of the report ranges', 'range'],
    ['?range=custom&from=2026-10-01', 'Please choose the first and the last day of the range', 'to'],
    ['?range=custom&to=2026-10-01', 'Please choose the first and the last day of the range', 'from'],
    ['?range=custom&from=2026-11-02&to=2026-11-01', 'The last day cannot be before the first day', 'to'],
    ['?range=custom&from=2026-02-30&to=2026-03-01', 'Please enter a valid date', 'from'],
    ['?range=custom&from=1%2F10%2F2026&to=2026-11-01', 'Please enter a valid date', 'from'],
    ['?range=custom&from=2024-01-01&to=2026-01-01', 'Please choose a range of at most 2 years', 'to'],
  ])('refuses %s with 400', async (query, message, field) => {
    const res = await ada.expert.request('GET', `/api/reports${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message, fields: { [field]: message } });
  });
});
