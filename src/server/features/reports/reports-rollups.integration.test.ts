import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { clients } from '../../db/schema/clients';
import { paymentPlanInstallments } from '../../db/schema/payment-plans';
import { sessions } from '../../db/schema/sessions';
import type { TestApp } from '../../testing/test-app';
import type { Expert } from '../sessions/sessions-testing';
import {
  at,
  fetchReport,
  OVER_DST,
  type ReportFixtures,
  seedAroundDstChange,
  startReportsTestApp,
} from './reports-testing';

// The rollups the database keeps for reports (ADR 022) must always equal what report_rebuild
// computes from the rows, whatever wrote them: the booking flows' inserts, cancellations, a
// session's status, a client deleted under their bookings, an instalment paid, a change of zone,
// and writes committed side by side.

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: ReportFixtures;

const db = () => t.services.deps.database.db;

type Row = Record<string, unknown>;

async function rollups(on: DbOrTx, expertId: string) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await on.execute(query)) as unknown as { rows: Row[] }).rows;
  return {
    daily: await rows(sql`select day::text, kind, currency, n, amount::text from report_daily
      where expert_id = ${expertId} order by day, kind, currency`),
    clientDays: await rows(sql`select day::text, client::text, prev::text from report_client_days
      where expert_id = ${expertId} order by day, client`),
    firsts: await rows(sql`select day::text, prev_month, n from report_client_firsts
      where expert_id = ${expertId} order by day, prev_month`),
  };
}

/** The rollups as report_rebuild computes them from the rows, in a transaction rolled back. */
async function rebuilt(expertId: string) {
  let snapshot: Awaited<ReturnType<typeof rollups>> | undefined;
  await db()
    .transaction(async (tx) => {
      await tx.execute(sql`select report_rebuild(${expertId})`);
      snapshot = await rollups(tx, expertId);
      tx.rollback();
    })
    .catch(() => {});
  return snapshot!;
}

async function expectConsistent(expert: Expert) {
  const kept = await rollups(db(), expert.userId);
  expect(kept.daily.length).toBeGreaterThan(0);
  expect(kept).toEqual(await rebuilt(expert.userId));
}

const figures = async (who: Expert, query: string) => (await fetchReport(who, query)).figures;
const overDst = OVER_DST;

beforeAll(async () => {
  const started = await startReportsTestApp();
  ({ t, ada, bob } = started);
  fx = started.fixtures;
  await seedAroundDstChange(fx, ada, bob);
});
afterAll(async () => {
  await t.close();
});

describe('report rollups', () => {
  it('hold what a rebuild computes after the rows are written', async () => {
    await expectConsistent(ada);
    await expectConsistent(bob);
  });

  it('follow a place given up, a session cancelled and restored, and a session deleted', async () => {
    const session = await fx.session(ada, { start: at('2026-11-04T15:00:00Z') });
    const place = await fx.booking(session, { createdAt: at('2026-11-02T15:00:00Z'), paymentAmount: 1234 });
    const before = await figures(ada, overDst);
    expect(before.bookings.current).toBe(7);

    await db().update(bookings).set({ cancelledAt: new Date() }).where(eq(bookings.id, place));
    expect((await figures(ada, overDst)).bookings.current).toBe(6);
    await expectConsistent(ada);

    await db().update(bookings).set({ cancelledAt: null }).where(eq(bookings.id, place));
    await db()
      .update(sessions)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(sessions.id, session));
    const cancelled = await figures(ada, overDst);
    expect(cancelled.bookings.current).toBe(6);
    expect(cancelled.sessions.current).toBe(before.sessions.current - 1);
    await expectConsistent(ada);

    await db()
      .update(sessions)
      .set({ status: 'confirmed', cancelledAt: null })
      .where(eq(sessions.id, session));
    expect(await figures(ada, overDst)).toEqual(before);
    await expectConsistent(ada);

    await db().delete(sessions).where(eq(sessions.id, session));
    expect((await figures(ada, overDst)).bookings.current).toBe(6);
    await expectConsistent(ada);
  });

  it('count a client by email once their client record is deleted', async () => {
    const before = await figures(ada, overDst);
    const [grace] = await db().select().from(clients).where(eq(clients.firstName, 'Grace'));
    await db().delete(clients).where(eq(clients.id, grace!.id));
    const after = await figures(ada, overDst);
    // Grace's current places name her email (grace@example.com) once her client is gone: still
    // one client, but no longer a new one in the previous period.
    expect(after.clients).toEqual(before.clients);
    expect(after.newClients).toEqual({
      current: before.newClients.current,
      previous: before.newClients.previous - 1,
    });
    await expectConsistent(ada);
  });

  it('count a monthly plan by the instalments paid, on the day each is paid', async () => {
    const usd = async (query: string) => {
      const found = await figures(ada, query);
      const revenue = found.revenue.find((r: { currency: string }) => r.currency === 'USD');
      return { revenue: revenue?.current ?? 0, packagesSold: found.packagesSold.current };
    };
    const october = 'range=custom&from=2026-10-01&to=2026-10-31';
    const november = 'range=custom&from=2026-11-01&to=2026-11-30';
    const octoberBefore = await usd(october);
    const novemberBefore = await usd(november);

    // Three instalments of USD 100.00 (USD 300.00 agreed); the first paid at purchase.
    const plan = await fx.planBought(ada, at('2026-10-28T16:00:00Z'), {
      amount: 10000,
      paid: [at('2026-10-28T16:00:00Z')],
      due: [at('2026-11-28T16:00:00Z'), at('2026-12-28T16:00:00Z')],
    });
    expect(await usd(october)).toEqual({
      revenue: octoberBefore.revenue + 10000,
      packagesSold: octoberBefore.packagesSold + 1,
    });
    expect(await usd(november)).toEqual(novemberBefore);

    await db()
      .update(paymentPlanInstallments)
      .set({ status: 'paid', paidAt: at('2026-11-28T16:05:00Z'), paymentId: 'pay_2' })
      .where(eq(paymentPlanInstallments.id, plan.dueIds[0]!));
    expect(await usd(november)).toEqual({ ...novemberBefore, revenue: novemberBefore.revenue + 10000 });
    expect((await usd(october)).revenue).toBe(octoberBefore.revenue + 10000);

    await db()
      .update(paymentPlanInstallments)
      .set({ status: 'failed', failedAt: at('2026-12-28T16:05:00Z') })
      .where(eq(paymentPlanInstallments.id, plan.dueIds[1]!));
    expect((await usd('range=custom&from=2026-12-01&to=2026-12-31')).revenue).toBe(0);
    await expectConsistent(ada);
  });

  it('are rebuilt in the new zone when the expert moves', async () => {
    await db().update(users).set({ timezone: 'Asia/Kolkata' }).where(eq(users.id, ada.userId));
    await expectConsistent(ada);
    const [{ n }] = (
      (await db().execute(sql`select count(*)::int as n from report_daily
        where expert_id = ${ada.userId} and kind = 'booking' and day = '2026-11-01'`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows as [{ n: number }];
    // 03:30Z and 04:30Z on 1 November are both 1 November in Kolkata (09:00 and 10:00 IST).
    expect(n).toBe(1);
    await db().update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, ada.userId));
    await expectConsistent(ada);
  });

  it('stay exact when many writes commit side by side', async () => {
    const group = await fx.group(ada, { start: at('2026-11-06T16:00:00Z'), groupSizeMax: 100 });
    const written = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        fx.booking(group, {
          createdAt: at(`2026-11-0${2 + (i % 4)}T1${i % 10}:00:00Z`),
          clientFirstName: `Guest${i}`,
        }),
      ),
    );
    await Promise.all(
      written
        .filter((_, i) => i % 3 === 0)
        .map((id) => db().update(bookings).set({ cancelledAt: new Date() }).where(eq(bookings.id, id))),
    );
    await expectConsistent(ada);
    await expectConsistent(bob);
  });
});
