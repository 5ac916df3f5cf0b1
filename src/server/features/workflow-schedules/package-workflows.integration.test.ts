import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackages } from '../../db/schema/booked-packages';
import { jobs } from '../../db/schema/jobs';
import { packageWorkflows } from '../../db/schema/workflow-links';
import { workflowScheduleExecutions, workflowSchedules } from '../../db/schema/workflow-schedules';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BUYER_EMAIL, bookedApi, buy, setUpPackageSeller } from './../package-purchase/package-testing';
import { at } from '../public-booking/booking-test-setup';

// issue 15: a package workflow plans its actions when the package is bought (its expiry too) and
// each time a session is booked with it; an action runs only when its conditions hold then.

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
// Two purchases: one that expires in 30 days, one without expiry to book sessions with (they are
// years ahead, past any expiry).
let expiring: ReturnType<typeof bookedApi>;
let pkg: ReturnType<typeof bookedApi>;
const db = () => t.services.deps.database.db;

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
  const monthly = await seller.sell({ title: 'Monthly bundle', price: 0, expiryDays: 30 });
  const bundle = await seller.sell({ price: 0 });
  const { expert } = seller;
  const workflowId = (
    await expert.request('POST', '/api/workflows', { name: 'Package care', type: 'package' })
  ).body.id;
  for (const action of [
    {
      kind: 'email.client',
      trigger: { type: 'bookedPackage.created', direction: 'after', amount: 0, unit: 'minute' },
      message: 'Welcome {{client.firstName}}: {{package.title}} has {{package.sessionsRemaining}} sessions.',
    },
    {
      kind: 'reminder.client',
      trigger: { type: 'bookedPackage.expired', direction: 'before', amount: 3, unit: 'day' },
      message: null,
    },
    {
      kind: 'reminder.expert',
      trigger: { type: 'bookedPackage.session_booked', direction: 'after', amount: 0, unit: 'minute' },
      message: '{{client.name}} has {{package.sessionsRemaining}} left.',
      conditionGroup: {
        operator: 'and',
        conditions: [{ key: 'bookedPackage.sessionsRemaining', operator: 'lt', value: 3 }],
      },
    },
  ]) {
    const res = await expert.request('POST', `/api/workflows/${workflowId}/actions`, action);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await expert.request('PUT', `/api/workflows/${workflowId}/active`, { active: true });
  await db()
    .insert(packageWorkflows)
    .values([
      { packageId: monthly.id, workflowId },
      { packageId: bundle.id, workflowId },
    ]);
  const first = await buy(t, monthly.id);
  expect(first.status).toBe(201);
  expiring = bookedApi(t, first.body.usePath);
  const second = await buy(t, bundle.id);
  pkg = bookedApi(t, second.body.usePath);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const executions = async (of: { id: string }) =>
  (
    await db()
      .select({ execution: workflowScheduleExecutions })
      .from(workflowScheduleExecutions)
      .innerJoin(workflowSchedules, eq(workflowSchedules.id, workflowScheduleExecutions.scheduleId))
      .where(eq(workflowSchedules.bookedPackageId, of.id))
      .orderBy(asc(workflowScheduleExecutions.createdAt), asc(workflowScheduleExecutions.executionAt))
  ).map((r) => r.execution);

describe('a package workflow', () => {
  it('plans the welcome and the expiry reminder when the package is bought, and sends the welcome', async () => {
    const [booked] = await db().select().from(bookedPackages).where(eq(bookedPackages.id, expiring.id));
    const rows = await executions(expiring);
    expect(rows.map((r) => [r.triggerType, r.status])).toEqual([
      ['bookedPackage.created', 'pending'],
      ['bookedPackage.expired', 'pending'],
    ]);
    expect(rows[1]!.executionAt.getTime()).toBe(booked!.expiresAt!.getTime() - 3 * 86_400_000);
    await t.services.worker.drain();
    const welcome = (await t.emailsTo(BUYER_EMAIL)).filter((e) => e.text.includes('Welcome'));
    expect(welcome.map((e) => e.subject).sort()).toEqual([
      'Coaching bundle with Ada Lovelace',
      'Monthly bundle with Ada Lovelace',
    ]);
    expect(welcome.map((e) => e.text).join('\n')).toContain('Welcome Grace: Monthly bundle has 4 sessions.');
    expect((await executions(expiring))[0]).toMatchObject({
      status: 'sent',
      detail: `Sent to ${BUYER_EMAIL}`,
    });
  });

  it('skips the expert notice while its condition does not hold, and sends it once it does', async () => {
    expect(
      (await pkg.book({ kind: 'service', serviceId: seller.coaching, start: at('10:00'), timeZone: 'UTC' }))
        .status,
    ).toBe(201);
    await t.services.worker.drain();
    const first = (await executions(pkg)).filter((r) => r.triggerType === 'bookedPackage.session_booked');
    expect(first.map((r) => [r.status, r.detail])).toEqual([
      ['skipped', 'Conditions not met: Sessions remaining in the package is less than 3'],
    ]);
    expect(
      (await pkg.book({ kind: 'service', serviceId: seller.coaching, start: at('12:00'), timeZone: 'UTC' }))
        .status,
    ).toBe(201);
    await t.services.worker.drain();
    const second = (await executions(pkg)).filter((r) => r.triggerType === 'bookedPackage.session_booked');
    expect(second.map((r) => r.status)).toEqual(['skipped', 'sent']);
    const notices = (await t.emailsTo('ada@example.com')).filter((e) => e.subject.startsWith('Reminder'));
    expect(notices.map((e) => e.subject)).toEqual(['Reminder: Coaching bundle with Grace Hopper']);
    expect(notices[0]!.text).toContain('Grace Hopper has 2 left.');
  });

  it('reminds the client before the expiry with what is left', async () => {
    const reminder = (await executions(expiring)).find((r) => r.triggerType === 'bookedPackage.expired')!;
    await db().update(jobs).set({ runAt: t.services.deps.clock.now() }).where(eq(jobs.id, reminder.jobId!));
    await t.services.worker.drain();
    const sent = (await t.emailsTo(BUYER_EMAIL)).find(
      (e) => e.subject === 'Reminder: Monthly bundle with Ada Lovelace',
    );
    expect(sent?.text).toContain('Sessions left: 4');
    expect(sent?.text).toMatch(/Use them by \d{1,2} [A-Z][a-z]+ \d{4}\./);
  });
});
