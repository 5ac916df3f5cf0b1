import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackages } from '../../db/schema/booked-packages';
import { clients } from '../../db/schema/clients';
import { jobs } from '../../db/schema/jobs';
import { paymentPlans } from '../../db/schema/payment-plans';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { client, sandboxCheckout } from '../public-booking/booking-test-setup';
import { buy, paymentIdOf, purchase, setUpPackageSeller } from './package-testing';

// A purchase submitted twice (a double click, two tabs, a retry) is one purchase (ADR 031): one
// pending booked package per client, package and way of paying while its hold lives, and every
// answer leads to its one checkout.

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
let bundleId: string;
const db = () => t.services.deps.database.db;

const purchasesOf = async (email: string) => {
  const [buyer] = await db().select().from(clients).where(eq(clients.primaryEmail, email));
  if (!buyer) return [];
  return db()
    .select()
    .from(bookedPackages)
    .where(and(eq(bookedPackages.clientId, buyer.id), eq(bookedPackages.packageId, bundleId)));
};
const releaseJobsFor = async (bookedPackageId: string) =>
  (await db().select().from(jobs).where(eq(jobs.type, 'booking.release-hold'))).filter(
    (job) => (job.payload as { bookedPackageId?: string }).bookedPackageId === bookedPackageId,
  );

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
  bundleId = (await seller.sell({ paymentPlanMonths: 3, expiryDays: 90 })).id;
});
afterAll(async () => {
  await t.close();
});

describe('submitting one package purchase twice', () => {
  it('two concurrent submits hold one pending purchase and both answers lead to its checkout', async () => {
    const body = purchase({ client: client({ email: 'twice@example.com' }) });
    const [first, second] = await Promise.all([buy(t, bundleId, body), buy(t, bundleId, body)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(first.body).toMatchObject({ status: 'awaiting_payment' });

    const rows = await purchasesOf('twice@example.com');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id: first.body.bookedPackageId,
      status: 'pending',
      paymentAmount: 12_000,
      paymentId: paymentIdOf(first.body.checkoutUrl),
    });
    expect(await releaseJobsFor(row!.id)).toHaveLength(1);

    // Paying that one checkout confirms the one purchase.
    const paid = await sandboxCheckout(t, row!.paymentId!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect((await purchasesOf('twice@example.com')).map((r) => r.status)).toEqual(['confirmed']);
    expect(await t.emailsTo('twice@example.com')).toHaveLength(1);
  });

  it('paid monthly, a second submit finds the same purchase with its one plan', async () => {
    const body = purchase({
      client: client({ email: 'monthly-twice@example.com' }),
      paymentOption: 'monthly',
    });
    const [first, second] = await Promise.all([buy(t, bundleId, body), buy(t, bundleId, body)]);
    expect(second.body).toEqual(first.body);
    const rows = await purchasesOf('monthly-twice@example.com');
    expect(rows).toHaveLength(1);
    const plans = await db().select().from(paymentPlans).where(eq(paymentPlans.id, rows[0]!.paymentPlanId!));
    expect(plans).toHaveLength(1);
    expect(await (await sandboxCheckout(t, paymentIdOf(first.body.checkoutUrl))).text()).toContain('$40.00');
  });

  it('the same email written differently is the same client and the same purchase', async () => {
    const first = await buy(t, bundleId, purchase({ client: client({ email: 'again@example.com' }) }));
    const second = await buy(t, bundleId, purchase({ client: client({ email: ' AGAIN@example.com ' }) }));
    expect(second.body).toEqual(first.body);
    expect(await purchasesOf('again@example.com')).toHaveLength(1);
  });

  it('choosing the other way to pay, or buying after the hold lapsed, is a new purchase', async () => {
    const email = 'changed@example.com';
    const full = await buy(t, bundleId, purchase({ client: client({ email }) }));
    const monthly = await buy(t, bundleId, purchase({ client: client({ email }), paymentOption: 'monthly' }));
    expect(monthly.body.bookedPackageId).not.toBe(full.body.bookedPackageId);
    expect(monthly.body.checkoutUrl).not.toBe(full.body.checkoutUrl);

    await db()
      .update(bookedPackages)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookedPackages.id, full.body.bookedPackageId));
    const later = await buy(t, bundleId, purchase({ client: client({ email }) }));
    expect(later.status).toBe(201);
    expect(later.body.bookedPackageId).not.toBe(full.body.bookedPackageId);
    expect(later.body.checkoutUrl).not.toBe(full.body.checkoutUrl);
    expect(await purchasesOf(email)).toHaveLength(3);
  });

  it('a different client buying the same package gets a purchase of their own', async () => {
    const mine = await buy(t, bundleId, purchase({ client: client({ email: 'mine@example.com' }) }));
    const theirs = await buy(t, bundleId, purchase({ client: client({ email: 'theirs@example.com' }) }));
    expect(theirs.body.bookedPackageId).not.toBe(mine.body.bookedPackageId);
    expect(theirs.body.checkoutUrl).not.toBe(mine.body.checkoutUrl);
  });
});
