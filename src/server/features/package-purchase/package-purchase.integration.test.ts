import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installmentDueDates, packageExpiresAt } from '../../../domain/public-booking/package-rules';
import {
  bookedPackageSeriesCredits,
  bookedPackageServiceCredits,
  bookedPackages,
} from '../../db/schema/booked-packages';
import { clients } from '../../db/schema/clients';
import { jobs } from '../../db/schema/jobs';
import { paymentPlanInstallments, paymentPlans } from '../../db/schema/payment-plans';
import { releaseHoldJob } from '../../jobs/release-hold';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { client, sandboxCheckout } from '../public-booking/booking-test-setup';
import {
  BUYER_EMAIL,
  bookedApi,
  buy,
  partsOfUseLink,
  paymentIdOf,
  purchase,
  setUpPackageSeller,
} from './package-testing';

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
let bundleId: string;
const db = () => t.services.deps.database.db;
const LONDON = 'Europe/London';
const DAY_MS = 86_400_000;

const bookedRow = async (id: string) =>
  (await db().select().from(bookedPackages).where(eq(bookedPackages.id, id)))[0]!;
const planOf = async (paymentPlanId: string) => ({
  plan: (await db().select().from(paymentPlans).where(eq(paymentPlans.id, paymentPlanId)))[0]!,
  installments: await db()
    .select()
    .from(paymentPlanInstallments)
    .where(eq(paymentPlanInstallments.paymentPlanId, paymentPlanId))
    .orderBy(asc(paymentPlanInstallments.dueAt)),
});
const countRows = async () => ({
  booked: (await db().select().from(bookedPackages)).length,
  clients: (await db().select().from(clients)).length,
  plans: (await db().select().from(paymentPlans)).length,
});

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
  bundleId = (await seller.sell({ paymentPlanMonths: 3, expiryDays: 90 })).id;
});
afterAll(async () => {
  await t.close();
});

describe('buying a free package', () => {
  it('confirms it at once with its credits, client and expiry, and emails the use link', async () => {
    const free = await seller.sell({ title: 'Free taster', price: 0, expiryDays: 30 });
    const before = Date.now();
    const res = await buy(t, free.id);
    const after = Date.now();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      bookedPackageId: expect.any(String),
      status: 'confirmed',
      checkoutUrl: null,
      usePath: expect.stringMatching(/^\/packages\/use\?packageId=\w+&token=[\w-]{32}$/),
    });
    const id = res.body.bookedPackageId;
    expect(partsOfUseLink(res.body.usePath).id).toBe(id);

    const row = await bookedRow(id);
    const [buyer] = await db().select().from(clients).where(eq(clients.primaryEmail, BUYER_EMAIL));
    expect(row).toMatchObject({
      pageId: seller.pageId,
      status: 'confirmed',
      holdExpiresAt: null,
      packageId: free.id,
      packageTitle: 'Free taster',
      clientId: buyer!.id,
      clientFirstName: 'Grace',
      clientLastName: 'Hopper',
      clientEmail: BUYER_EMAIL,
      clientMessage: 'Looking forward to it',
      paymentAmount: 0,
      currency: 'USD',
      paymentId: null,
      paymentPlanId: null,
    });
    expect(row.expiresAt!.getTime()).toBeGreaterThanOrEqual(packageExpiresAt(before, 30, LONDON)!);
    expect(row.expiresAt!.getTime()).toBeLessThanOrEqual(packageExpiresAt(after, 30, LONDON)!);
    expect(buyer).toMatchObject({ firstName: 'Grace', lastSessionAt: null });
    expect(buyer!.lastActiveAt).not.toBeNull();

    const services = await db()
      .select()
      .from(bookedPackageServiceCredits)
      .where(eq(bookedPackageServiceCredits.bookedPackageId, id));
    expect(services).toEqual([
      expect.objectContaining({ serviceId: seller.coaching, title: 'Coaching call', count: 2, available: 2 }),
    ]);
    const series = await db()
      .select()
      .from(bookedPackageSeriesCredits)
      .where(eq(bookedPackageSeriesCredits.bookedPackageId, id));
    expect(series).toEqual([
      expect.objectContaining({ seriesId: seller.yoga, title: 'Yoga series', count: 2, available: 2 }),
    ]);

    const [toClient] = await t.emailsTo(BUYER_EMAIL);
    expect(toClient!.subject).toBe('Package confirmed: Free taster with Ada Lovelace');
    expect(toClient!.text).toContain('Included: 2 × Coaching call, 1 × Breathwork circle, 2 × Yoga series');
    expect(toClient!.text).toContain('all sessions must be booked for no later than that date');
    expect(await t.linkFromEmail(BUYER_EMAIL, '/packages/use')).toBe(`${TEST_PUBLIC_URL}${res.body.usePath}`);
    const [toExpert] = await t.emailsTo('ada@example.com');
    expect(toExpert!.subject).toBe('New package purchase: Free taster');
    expect(toExpert!.text).toContain('Grace Hopper (grace@example.com) bought Free taster.');
    expect(toExpert!.text).toContain('Message: Looking forward to it');
  });

  it('finds the same client again by normalised email', async () => {
    const free = await seller.sell({ title: 'Second taster', price: 0 });
    const res = await buy(t, free.id, purchase({ client: client({ email: ' GRACE@example.com ' }) }));
    expect(res.status).toBe(201);
    const row = await bookedRow(res.body.bookedPackageId);
    expect(row.expiresAt).toBeNull();
    expect(await db().select().from(clients).where(eq(clients.pageId, seller.pageId))).toHaveLength(1);
  });
});

describe('buying a paid package in the sandbox', () => {
  it('holds it pending while the client pays, then confirms it and emails on success', async () => {
    const res = await buy(t, bundleId, purchase({ client: client({ email: 'payer@example.com' }) }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'awaiting_payment',
      checkoutUrl: expect.stringContaining('/checkout/sandbox/sbx_'),
    });
    const id = res.body.bookedPackageId;
    const paymentId = paymentIdOf(res.body.checkoutUrl);
    const pending = await bookedRow(id);
    expect(pending).toMatchObject({
      status: 'pending',
      paymentAmount: 12_000,
      currency: 'USD',
      paymentId,
      paymentPlanId: null,
      expiresAt: null,
    });
    expect(pending.holdExpiresAt!.getTime() - pending.createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    const [job] = await db().select().from(jobs).where(eq(jobs.type, 'booking.release-hold'));
    expect(job).toMatchObject({ payload: { bookedPackageId: id }, runAt: pending.holdExpiresAt });
    // Not usable, nor emailed, until paid.
    expect((await bookedApi(t, res.body.usePath).view()).status).toBe(404);
    expect(await t.emailsTo('payer@example.com')).toHaveLength(0);

    const page = await sandboxCheckout(t, paymentId);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Coaching bundle with Ada Lovelace');
    expect(html).toContain('$120.00');
    const before = Date.now();
    const paid = await sandboxCheckout(t, paymentId, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${TEST_PUBLIC_URL}${res.body.usePath}`);
    const confirmed = await bookedRow(id);
    expect(confirmed).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    // spec: expiresAt counts from the confirmation.
    expect(confirmed.expiresAt!.getTime()).toBeGreaterThanOrEqual(packageExpiresAt(before, 90, LONDON)!);
    expect(confirmed.expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(90 * DAY_MS + 3_600_000);
    expect((await bookedApi(t, res.body.usePath).view()).status).toBe(200);
    const [email] = await t.emailsTo('payer@example.com');
    expect(email!.subject).toBe('Package confirmed: Coaching bundle with Ada Lovelace');
    expect(email!.text).toContain('Paid: $120.00');
    // Paying again changes nothing.
    expect((await sandboxCheckout(t, paymentId)).status).toBe(303);
    expect(await t.emailsTo('payer@example.com')).toHaveLength(1);
  });

  it('paid monthly: a plan with its instalments; the checkout takes the first', async () => {
    const before = Date.now();
    const res = await buy(
      t,
      bundleId,
      purchase({ client: client({ email: 'monthly@example.com' }), paymentOption: 'monthly' }),
    );
    expect(res.status).toBe(201);
    const id = res.body.bookedPackageId;
    const paymentId = paymentIdOf(res.body.checkoutUrl);
    const row = await bookedRow(id);
    expect(row).toMatchObject({ status: 'pending', paymentAmount: 12_000, paymentId });
    const { plan, installments } = await planOf(row.paymentPlanId!);
    expect(plan).toMatchObject({
      pageId: seller.pageId,
      status: 'active',
      currency: 'USD',
      amount: 4000,
      count: 3,
      cancelledAt: null,
    });
    const first = installments[0]!.dueAt.getTime();
    expect(first).toBeGreaterThanOrEqual(before);
    expect(installments.map((i) => [i.dueAt.getTime(), i.amount, i.status])).toEqual(
      installmentDueDates(first, 3, LONDON).map((due) => [due, 4000, 'pending']),
    );
    expect(await (await sandboxCheckout(t, paymentId)).text()).toContain('$40.00');

    expect((await sandboxCheckout(t, paymentId, '4242424242424242')).status).toBe(303);
    const after = await planOf(row.paymentPlanId!);
    expect(after.plan.status).toBe('active');
    expect(after.installments.map((i) => [i.status, i.paymentId])).toEqual([
      ['paid', paymentId],
      ['pending', null],
      ['pending', null],
    ]);
    expect(after.installments[0]!.paidAt).not.toBeNull();
    const [email] = await t.emailsTo('monthly@example.com');
    expect(email!.text).toContain('Payment: 3 monthly payments of $40.00 (the first paid today)');
  });

  it('a declined card expires the purchase and cancels its plan; nothing is emailed', async () => {
    const res = await buy(
      t,
      bundleId,
      purchase({ client: client({ email: 'declined@example.com' }), paymentOption: 'monthly' }),
    );
    const paymentId = paymentIdOf(res.body.checkoutUrl);
    const declined = await sandboxCheckout(t, paymentId, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('Your card was declined. Nothing was charged.');
    expect(html).toContain('Back to the package');
    expect(html).toContain(`${TEST_PUBLIC_URL}/packages/${bundleId}`);
    const row = await bookedRow(res.body.bookedPackageId);
    expect(row).toMatchObject({ status: 'expired', holdExpiresAt: null, expiresAt: null });
    const { plan, installments } = await planOf(row.paymentPlanId!);
    expect(plan).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) });
    expect(installments.every((i) => i.status === 'pending' && i.paidAt === null)).toBe(true);
    expect((await bookedApi(t, res.body.usePath).view()).status).toBe(404);
    expect(await t.emailsTo('declined@example.com')).toHaveLength(0);
  });

  it('a hold that lapses is released by the job and can no longer be paid', async () => {
    const res = await buy(
      t,
      bundleId,
      purchase({ client: client({ email: 'late@example.com' }), paymentOption: 'monthly' }),
    );
    const id = res.body.bookedPackageId;
    const paymentId = paymentIdOf(res.body.checkoutUrl);
    await db()
      .update(bookedPackages)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookedPackages.id, id));
    const lapsedPage = await (await sandboxCheckout(t, paymentId)).text();
    expect(lapsedPage).toContain('This purchase has expired. Nothing was charged. Please start again.');
    await releaseHoldJob(db())({ payload: { bookedPackageId: id } } as never, new Date());
    const row = await bookedRow(id);
    expect(row).toMatchObject({ status: 'expired', holdExpiresAt: null });
    expect((await planOf(row.paymentPlanId!)).plan.status).toBe('cancelled');
    const late = await sandboxCheckout(t, paymentId, '4242424242424242');
    expect(late.status).toBe(402);
    expect(await late.text()).toContain('This purchase has expired.');
    expect((await bookedRow(id)).status).toBe('expired');
    expect(await t.emailsTo('late@example.com')).toHaveLength(0);
  });

  it('the release job leaves a paid purchase alone', async () => {
    const res = await buy(t, bundleId, purchase({ client: client({ email: 'kept@example.com' }) }));
    const id = res.body.bookedPackageId;
    await sandboxCheckout(t, paymentIdOf(res.body.checkoutUrl), '4242424242424242');
    await releaseHoldJob(db())({ payload: { bookedPackageId: id } } as never, new Date());
    expect((await bookedRow(id)).status).toBe('confirmed');
  });
});

describe('refusing a purchase', () => {
  it('answers 400 with the message for bad input and writes nothing', async () => {
    const before = await countRows();
    const noPlan = await seller.sell({ title: 'Pay in full only' });
    const cases: [unknown, string, string, string?][] = [
      [purchase({ client: client({ firstName: ' ' }) }), bundleId, 'Required', 'client.firstName'],
      [purchase({ client: client({ email: 'grace@' }) }), bundleId, 'Invalid email address', 'client.email'],
      [
        purchase({ client: client({ message: 'x'.repeat(801) }) }),
        bundleId,
        'Too long, please limit the message to 800 characters',
        'client.message',
      ],
      [{ ...purchase(), paymentOption: 'weekly' }, bundleId, 'Please choose how to pay', 'paymentOption'],
      [
        purchase({ paymentOption: 'monthly' }),
        noPlan.id,
        'This package cannot be paid monthly',
        'paymentOption',
      ],
      [{ paymentOption: 'full' }, bundleId, 'Invalid input: expected object, received undefined'],
    ];
    for (const [body, packageId, message, field] of cases) {
      const res = await buy(t, packageId, body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
      if (field) expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await countRows()).toEqual(before);
  });

  it('answers 404 for an unknown or deleted package', async () => {
    const gone = await seller.sell({ title: 'Gone bundle' });
    await seller.expert.request('DELETE', `/api/packages/${gone.id}`);
    const before = await countRows();
    for (const id of [gone.id, 'nope']) {
      const res = await buy(t, id);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Not found');
    }
    expect(await countRows()).toEqual(before);
  });
});
