import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedPackagePurchaseInput } from '../../../domain/public-booking/package-purchase-input';
import { PAYMENTS_UNAVAILABLE } from '../../../domain/shared/messages';
import { loadConfig } from '../../config';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { clients } from '../../db/schema/clients';
import { paymentPlanInstallments } from '../../db/schema/payment-plans';
import { sessions } from '../../db/schema/sessions';
import { createSandboxPayments } from '../../integrations/payments/sandbox';
import { scheduleInstallmentSweep } from '../../jobs/charge-installments';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { buy, purchase, setUpPackageSeller } from '../package-purchase/package-testing';
import { purchasePackage } from '../package-purchase/purchase-service';
import { at, client, sandboxCheckout } from '../public-booking/booking-test-setup';
import { completePayment } from '../public-booking/checkout-service';
import { bookingDeps } from '../public-booking/routes';
import { createGroupSession } from '../public-booking/seat-test-setup';

// ADR 023: production never takes a fake payment. With NODE_ENV=production and no provider, the
// sandbox checkout is not mounted, paid bookings, seats and purchases are refused before anything
// is written, free ones keep working, and the installment sweep charges nothing.

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
let paidService: string;
let freeService: string;
const db = () => t.services.deps.database.db;
const count = async (table: typeof sessions | typeof bookings | typeof clients | typeof bookedPackages) =>
  (await db().select().from(table)).length;
// What the route's schema would give: the test helpers' client() fills every field.
const parsed = (overrides: Parameters<typeof purchase>[0]) =>
  purchase(overrides) as ParsedPackagePurchaseInput;
const refused = {
  status: 409,
  body: { error: { code: 'payments_unavailable', message: PAYMENTS_UNAVAILABLE } },
};

beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', ALLOW_HTTP_PUBLIC_URL: 'true' });
  seller = await setUpPackageSeller(t);
  paidService = await seller.service({ title: 'Paid call', price: 50 });
  freeService = await seller.service({ title: 'Free call', price: 0 });
});
afterAll(async () => {
  await t.close();
});

describe('configuration', () => {
  it('has no payment provider in production unless one is configured', () => {
    expect(t.services.deps.config.payments).toBe('none');
    expect(t.services.deps.payments).toEqual({});
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toBe('sandbox');
  });

  it('refuses the sandbox in production, from the environment and in code', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).toThrow(
      'Invalid configuration:\n  PAYMENTS: the sandbox takes no real money and cannot be used in production',
    );
    expect(() => createSandboxPayments({ env: 'production', publicUrl: TEST_PUBLIC_URL })).toThrow(
      'The sandbox payment adapter is refused in production',
    );
  });
});

describe('a paid booking in production without a provider', () => {
  it('is refused with a clear message, and nothing is written', async () => {
    const before = [await count(sessions), await count(bookings), await count(clients)];
    const res = await t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId: paidService,
      start: at('10:00'),
      client: client(),
    });
    expect(res).toMatchObject(refused);
    expect([await count(sessions), await count(bookings), await count(clients)]).toEqual(before);
  });

  it('refuses a paid seat in a group session', async () => {
    const paidCircle = await createGroupSession(seller.expert, { title: 'Paid circle', price: 30 });
    const before = await count(bookings);
    const res = await t
      .client()
      .request('POST', `/api/public/group-sessions/${paidCircle}/bookings`, { client: client() });
    expect(res).toMatchObject(refused);
    expect(await count(bookings)).toBe(before);
  });

  it('refuses a paid package purchase, in full or monthly', async () => {
    const bundle = (await seller.sell({ paymentPlanMonths: 3 })).id;
    const before = await count(bookedPackages);
    expect(await buy(t, bundle)).toMatchObject(refused);
    expect(await buy(t, bundle, purchase({ paymentOption: 'monthly' }))).toMatchObject(refused);
    expect(await count(bookedPackages)).toBe(before);
  });

  it('still confirms a free booking and a free package', async () => {
    const res = await t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId: freeService,
      start: at('11:00'),
      client: client({ email: 'free@example.com' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'confirmed', checkoutUrl: null });
    const freebie = (await seller.sell({ title: 'Free taster', price: 0 })).id;
    const bought = await buy(t, freebie, purchase({ client: client({ email: 'taster@example.com' }) }));
    expect(bought.status).toBe(201);
    expect(bought.body.checkoutUrl).toBeNull();
  });
});

describe('the sandbox in production', () => {
  it('has no checkout page: a held payment left from before answers 404 and stays unpaid', async () => {
    // A paid purchase made through the sandbox, as if it had been left from a local install.
    const sandboxDeps = {
      ...bookingDeps(t.services.deps),
      payments: { sandbox: createSandboxPayments({ env: 'test', publicUrl: TEST_PUBLIC_URL }) },
    };
    const bundle = (await seller.sell({ title: 'Older bundle' })).id;
    const held = await purchasePackage(
      sandboxDeps,
      bundle,
      parsed({ client: client({ email: 'old@example.com' }) }),
      Date.now(),
    );
    const paymentId = held.checkoutUrl!.split('/').pop()!;

    expect((await sandboxCheckout(t, paymentId)).status).toBe(404);
    expect((await sandboxCheckout(t, paymentId, '4242424242424242')).status).toBe(404);
    const [row] = await db().select().from(bookedPackages).where(eq(bookedPackages.id, held.bookedPackageId));
    expect(row!.status).toBe('pending');
  });

  it('charges no installment: the sweep leaves due installments pending', async () => {
    // A monthly plan paid through the sandbox before, its second installment due now.
    const sandboxDeps = {
      ...bookingDeps(t.services.deps),
      payments: { sandbox: createSandboxPayments({ env: 'test', publicUrl: TEST_PUBLIC_URL }) },
    };
    const bundle = (await seller.sell({ title: 'Monthly bundle', paymentPlanMonths: 3 })).id;
    const held = await purchasePackage(
      sandboxDeps,
      bundle,
      parsed({ client: client({ email: 'plan@example.com' }), paymentOption: 'monthly' }),
      Date.now(),
    );
    expect(
      await completePayment(sandboxDeps, held.checkoutUrl!.split('/').pop()!, 'succeeded', Date.now()),
    ).toBe('confirmed');
    const [booked] = await db()
      .select()
      .from(bookedPackages)
      .where(eq(bookedPackages.id, held.bookedPackageId));
    const installments = await db()
      .select()
      .from(paymentPlanInstallments)
      .where(eq(paymentPlanInstallments.paymentPlanId, booked!.paymentPlanId!));
    const pending = installments.filter((i) => i.status === 'pending');
    expect(pending).toHaveLength(2);
    await db()
      .update(paymentPlanInstallments)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentPlanInstallments.id, pending[0]!.id));

    // No adapter is configured (ADR 033: payments are {}), so nothing can be called to charge.
    await scheduleInstallmentSweep(db(), Date.now());
    await t.services.worker.drain();
    const [after] = await db()
      .select()
      .from(paymentPlanInstallments)
      .where(eq(paymentPlanInstallments.id, pending[0]!.id));
    expect(after).toMatchObject({ status: 'pending', paymentId: null });
  });
});
