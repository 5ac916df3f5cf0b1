import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackages } from '../../db/schema/booked-packages';
import { workflowScheduleExecutions, workflowSchedules } from '../../db/schema/workflow-schedules';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buy, purchase, setUpPackageSeller } from '../package-purchase/package-testing';
import { packageBody } from '../packages/packages-testing';
import { client } from '../public-booking/booking-test-setup';

// issue 15: a package workflow attached to a package after it was bought, or unpaused after, runs
// for the packages bought before that have not expired: their expiry actions are planned then,
// once. The purchase itself happened before and is not replayed.

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
let workflowId: string;
let packageId: string;
const db = () => t.services.deps.database.db;
const DAY = 86_400_000;

/** Each booked package's planned executions: [buyer, trigger, execution time]. */
const planned = async () =>
  (
    await db()
      .select({
        email: bookedPackages.clientEmail,
        trigger: workflowScheduleExecutions.triggerType,
        at: workflowScheduleExecutions.executionAt,
        expiresAt: bookedPackages.expiresAt,
      })
      .from(workflowScheduleExecutions)
      .innerJoin(workflowSchedules, eq(workflowSchedules.id, workflowScheduleExecutions.scheduleId))
      .innerJoin(bookedPackages, eq(bookedPackages.id, workflowSchedules.bookedPackageId))
      .orderBy(asc(bookedPackages.clientEmail))
  ).map((row) => [row.email, row.trigger, row.expiresAt!.getTime() - row.at.getTime()]);

const bought = async (email: string) => {
  const res = await buy(t, packageId, purchase({ client: client({ email }) }));
  expect(res.status).toBe(201);
  const [row] = await db().select().from(bookedPackages).where(eq(bookedPackages.clientEmail, email));
  return row!;
};

const setActive = async (active: boolean) =>
  expect((await seller.expert.request('PUT', `/api/workflows/${workflowId}/active`, { active })).status).toBe(
    200,
  );

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
  packageId = (await seller.sell({ title: 'Monthly bundle', price: 0, expiryDays: 30 })).id;
  workflowId = (
    await seller.expert.request('POST', '/api/workflows', { name: 'Package care', type: 'package' })
  ).body.id;
  for (const action of [
    {
      kind: 'email.client',
      trigger: { type: 'bookedPackage.created', direction: 'after', amount: 0, unit: 'minute' },
      message: 'Welcome to {{package.title}}.',
    },
    {
      kind: 'reminder.client',
      trigger: { type: 'bookedPackage.expired', direction: 'before', amount: 3, unit: 'day' },
      message: null,
    },
  ]) {
    const res = await seller.expert.request('POST', `/api/workflows/${workflowId}/actions`, action);
    expect(res.status).toBe(201);
  }
  await setActive(true);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('attaching a package workflow', () => {
  it('plans the expiry reminder of the packages bought before that have not expired, once', async () => {
    await bought('early@example.com');
    const lapsed = await bought('lapsed@example.com');
    await db()
      .update(bookedPackages)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(bookedPackages.id, lapsed.id));
    expect(await planned()).toEqual([]);

    const edit = () =>
      seller.expert.request(
        'PUT',
        `/api/packages/${packageId}`,
        packageBody({
          title: 'Monthly bundle',
          personalSessions: [{ serviceId: seller.coaching, count: 2 }],
          series: [{ seriesId: seller.yoga, count: 2 }],
          groupSessionIds: [seller.circle.id],
          price: 0,
          expiryDays: 30,
          workflowsIds: [workflowId],
        }),
      );
    const res = await edit();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await planned()).toEqual([['early@example.com', 'bookedPackage.expired', 3 * DAY]]);
    // Saving again plans nothing more.
    expect((await edit()).status).toBe(200);
    expect(await planned()).toEqual([['early@example.com', 'bookedPackage.expired', 3 * DAY]]);
  });

  it('unpausing plans the expiry of a package bought while it was paused, not its welcome', async () => {
    await setActive(false);
    await bought('paused@example.com');
    expect(await planned()).toEqual([['early@example.com', 'bookedPackage.expired', 3 * DAY]]);
    await setActive(true);
    expect(await planned()).toEqual([
      ['early@example.com', 'bookedPackage.expired', 3 * DAY],
      ['paused@example.com', 'bookedPackage.expired', 3 * DAY],
    ]);
  });

  it('plans for a package bought after, as at any purchase: the welcome and the expiry', async () => {
    await bought('later@example.com');
    expect((await planned()).filter(([email]) => email === 'later@example.com')).toEqual([
      ['later@example.com', 'bookedPackage.created', expect.any(Number)],
      ['later@example.com', 'bookedPackage.expired', 3 * DAY],
    ]);
  });
});
