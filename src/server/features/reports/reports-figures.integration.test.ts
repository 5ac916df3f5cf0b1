import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerPayments } from '../../db/schema/provider-payments';
import type { TestApp } from '../../testing/test-app';
import type { Expert } from '../sessions/sessions-testing';
import { fetchReport, OVER_DST, seedAroundDstChange, startReportsTestApp } from './reports-testing';

let t: TestApp;
let ada: Expert;
let bob: Expert;

const report = fetchReport;
const overDst = OVER_DST;

beforeAll(async () => {
  const started = await startReportsTestApp();
  ({ t, ada, bob } = started);
  await seedAroundDstChange(started.fixtures, ada, bob);
});
afterAll(async () => {
  await t.close();
});

describe('report figures', () => {
  it('counts a range over the end of daylight saving by local midnights, with the 14 days before it', async () => {
    const body = await report(ada, overDst);
    expect(body).toMatchObject({
      range: 'custom',
      zone: 'America/New_York',
      days: 14,
      granularity: 'day',
      current: { from: '2026-10-25', to: '2026-11-07' },
      previous: { from: '2026-10-11', to: '2026-10-24' },
    });
    expect(body.figures).toEqual({
      revenue: [
        { currency: 'USD', current: 34000, previous: 19000 },
        { currency: 'EUR', current: 3000, previous: 0 },
        { currency: 'GBP', current: 0, previous: 1500 },
      ],
      commission: [],
      sessions: { current: 6, previous: 2 },
      bookings: { current: 6, previous: 2 },
      newClients: { current: 2, previous: 2 },
      clients: { current: 4, previous: 2 },
      packagesSold: { current: 2, previous: 1 },
    });
  });

  it("never counts another expert's rows", async () => {
    const body = await report(bob, overDst);
    expect(body.zone).toBe('Europe/London');
    expect(body.figures).toEqual({
      revenue: [{ currency: 'USD', current: 7777 + 1111, previous: 0 }],
      commission: [],
      sessions: { current: 1, previous: 0 },
      bookings: { current: 1, previous: 0 },
      newClients: { current: 1, previous: 0 },
      clients: { current: 1, previous: 0 },
      packagesSold: { current: 1, previous: 0 },
    });
  });

  it('answers zeros for an expert with no booking page yet', async () => {
    const carol = await t.expert('carol@example.com');
    const res = await carol.request('GET', `/api/reports?${overDst}`);
    expect(res.status).toBe(200);
    expect(res.body.figures).toEqual({
      revenue: [],
      commission: [],
      sessions: { current: 0, previous: 0 },
      bookings: { current: 0, previous: 0 },
      newClients: { current: 0, previous: 0 },
      clients: { current: 0, previous: 0 },
      packagesSold: { current: 0, previous: 0 },
    });
    expect(res.body.buckets).toHaveLength(14);
  });

  it("shows the plan's commission the providers took, per currency, by the expert's local day", async () => {
    const db = t.services.deps.database.db;
    let n = 0;
    const payment = (
      who: Expert,
      createdAt: string,
      fee: number,
      fields: Partial<typeof providerPayments.$inferInsert> = {},
    ): typeof providerPayments.$inferInsert => ({
      id: `pay-commission-${++n}`,
      provider: 'stripe',
      userId: who.userId,
      amount: fee * 50,
      currency: 'USD',
      applicationFeeAmount: fee,
      description: 'Career strategy session',
      status: 'succeeded',
      createdAt: new Date(createdAt),
      ...fields,
    });
    await db.insert(providerPayments).values([
      payment(ada, '2026-10-26T15:00:00Z', 680),
      payment(ada, '2026-11-07T23:30:00Z', 120), // 19:30 in New York: the period's last day
      payment(ada, '2026-10-25T03:30:00Z', 300), // 23:30 on 24 October in New York: the period before
      payment(ada, '2026-11-02T10:00:00Z', 90, { currency: 'EUR', status: 'late' }),
      payment(ada, '2026-11-03T10:00:00Z', 500, { status: 'refunded' }),
      payment(ada, '2026-11-03T11:00:00Z', 400, { status: 'open' }),
      payment(ada, '2026-11-08T12:00:00Z', 700), // after the range
      payment(bob, '2026-11-03T10:00:00Z', 250),
    ]);
    expect((await report(ada, overDst)).figures.commission).toEqual([
      { currency: 'USD', current: 800, previous: 300 },
      { currency: 'EUR', current: 90, previous: 0 },
    ]);
    expect((await report(bob, overDst)).figures.commission).toEqual([
      { currency: 'USD', current: 250, previous: 0 },
    ]);
  });

  it('asks to sign in', async () => {
    const res = await t.client().request('GET', '/api/reports');
    expect(res.status).toBe(401);
  });
});
