import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaypalValue } from '../../../domain/payments/paypal-amount';
import { bookedPackages } from '../../db/schema/booked-packages';
import { jobs } from '../../db/schema/jobs';
import { paymentEvents } from '../../db/schema/provider-payments';
import { sessions } from '../../db/schema/sessions';
import { PAYPAL_NO_SAVED_PAYMENT } from '../../integrations/payments/paypal';
import { setPlan } from '../../testing/experts';
import type { FakePaypal } from '../../testing/fakes/paypal-fake';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { chargeDueInstallments } from '../booked-packages/installments';
import { purchase } from '../package-purchase/package-testing';
import { createPackage } from '../packages/packages-testing';
import { at, client, type setUpExpert } from '../public-booking/booking-test-setup';
import { connectPaypal, paypalFixtures, startPaypalTestApp } from './paypal-testing';

// PayPal checkouts and webhooks through the HTTP API (ADR 033): the real SDK against a fake
// PayPal; a payment confirms what it paid for exactly once, whichever word comes first.

let t: TestApp;
let fake: FakePaypal;
let ada: Awaited<ReturnType<typeof setUpExpert>>;
let paidServiceId: string;
let merchantId: string;
const { db, deliver, book, orderOf, paymentOfOrder, sessionOfOrder } = paypalFixtures(() => ({
  t,
  fake,
  paidServiceId,
}));
const captured = (orderId: string) => [...fake.state.captures.values()].filter((c) => c.orderId === orderId);

beforeAll(async () => {
  ({ t, fake, ada, paidServiceId } = await startPaypalTestApp());
  await setPlan(t, 'ada@example.com', 'free');
  merchantId = await connectPaypal(fake, ada.expert, ada.userId);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('a PayPal checkout', () => {
  it("creates an order paid to the expert's merchant with the plan's commission, keyed by our payment id", async () => {
    const res = await book(at('09:00'), 'order@example.com');
    expect(res.status).toBe(201);
    const orderId = orderOf(res.body.checkoutUrl);
    expect(res.body.checkoutUrl).toBe(`${fake.url}/checkoutnow?token=${orderId}`);
    const payment = await paymentOfOrder(orderId);
    expect(payment).toMatchObject({
      provider: 'paypal',
      paypalMerchantId: merchantId,
      status: 'open',
      amount: 5000,
    });
    const call = fake.state.calls.find((c) => c.path === '/v2/checkout/orders')!;
    expect(call.requestId).toBe(`checkout:${payment.id}`);
    const unit = (call.body as { purchase_units: Array<Record<string, unknown>> }).purchase_units[0];
    expect(unit).toMatchObject({
      reference_id: payment.id,
      custom_id: payment.id,
      amount: { currency_code: 'USD', value: '50.00' },
      payee: { merchant_id: merchantId },
      payment_instruction: {
        platform_fees: [
          { amount: { currency_code: 'USD', value: toPaypalValue(payment.applicationFeeAmount, 'USD') } },
        ],
      },
    });
    expect(payment.applicationFeeAmount).toBeGreaterThan(0);
    expect((call.body as { intent: string }).intent).toBe('CAPTURE');
  });

  it('captures on the return, confirms once, and the webhooks that follow change nothing', async () => {
    const res = await book(at('10:00'), 'return@example.com');
    const orderId = orderOf(res.body.checkoutUrl);
    const approved = fake.approve(orderId);
    const payment = await paymentOfOrder(orderId);
    const back = await t.client().request('GET', `/checkout/paypal-return/${payment.id}?token=${orderId}`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/booking/`));
    const { session, payment: after } = await sessionOfOrder(orderId);
    expect(session).toMatchObject({ status: 'confirmed', paid: true, holdExpiresAt: null });
    expect(after).toMatchObject({ status: 'succeeded', paypalCaptureId: captured(orderId)[0]!.id });

    expect(await (await deliver(approved)).json()).toEqual({ received: true, duplicate: false });
    const completed = fake.event('PAYMENT.CAPTURE.COMPLETED', 'capture', captured(orderId)[0]);
    expect(await (await deliver(completed)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await deliver(completed)).json()).toEqual({ received: true, duplicate: true });
    expect(captured(orderId)).toHaveLength(1);
    const emails = await t.emailsTo('return@example.com');
    expect(emails.filter((e) => /confirmed/i.test(e.subject))).toHaveLength(1);
  });

  it('captures on CHECKOUT.ORDER.APPROVED when the client never comes back', async () => {
    const res = await book(at('11:00'), 'webhook@example.com');
    const orderId = orderOf(res.body.checkoutUrl);
    const first = await deliver(fake.approve(orderId));
    expect(first.status).toBe(200);
    expect((await sessionOfOrder(orderId)).session.status).toBe('confirmed');
    expect(fake.state.calls.filter((c) => c.path === `/v2/checkout/orders/${orderId}/capture`)).toHaveLength(
      1,
    );
  });

  it('refuses a forged delivery with 400 and changes nothing', async () => {
    const res = await book(at('12:00'), 'forged@example.com');
    const orderId = orderOf(res.body.checkoutUrl);
    fake.approve(orderId);
    const forged = await deliver(fake.approve(orderId), { forge: true });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error).toEqual({ code: 'invalid_signature', message: 'Invalid signature' });
    const unsigned = await t.fetch(
      new Request(`${TEST_PUBLIC_URL}/api/webhooks/paypal`, { method: 'POST', body: '{}' }),
    );
    expect(unsigned.status).toBe(400);
    expect((await sessionOfOrder(orderId)).session.status).toBe('pending');
    expect(captured(orderId)).toHaveLength(0);
  });

  it('applies 20 concurrent deliveries of one event once: one confirmation', async () => {
    const res = await book(at('13:00'), 'race@example.com');
    const orderId = orderOf(res.body.checkoutUrl);
    const event = fake.approve(orderId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(bodies.filter((b) => b.duplicate === false)).toHaveLength(1);
    expect(bodies.filter((b) => b.duplicate === true)).toHaveLength(19);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(
      1,
    );
    expect(captured(orderId)).toHaveLength(1);
    const emails = await t.emailsTo('race@example.com');
    expect(emails.filter((e) => /confirmed/i.test(e.subject))).toHaveLength(1);
  });

  it('releases the hold on PAYMENT.CAPTURE.DENIED; a later COMPLETED counts as late and is refunded', async () => {
    const res = await book(at('14:00'), 'denied@example.com');
    const orderId = orderOf(res.body.checkoutUrl);
    fake.state.declineNextCapture = true;
    await deliver(fake.approve(orderId));
    const { session, payment } = await sessionOfOrder(orderId);
    expect(session.status).toBe('expired');
    expect(payment.status).toBe('declined');
    const denied = fake.event('PAYMENT.CAPTURE.DENIED', 'capture', captured(orderId)[0]);
    expect((await deliver(denied)).status).toBe(200);
    expect((await paymentOfOrder(orderId)).status).toBe('declined');
  });

  it('refunds a payment that arrives after its hold was released, tells both sides, and a late event changes nothing', async () => {
    const res = await book(at('15:00'), 'late@example.com');
    const orderId = orderOf(res.body.checkoutUrl);
    const { session: held } = await sessionOfOrder(orderId);
    await db()
      .update(sessions)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, held.id));
    const approved = fake.approve(orderId);
    expect((await deliver(approved)).status).toBe(200);
    const { session, payment } = await sessionOfOrder(orderId);
    expect(session.status).toBe('expired');
    expect(payment.status).toBe('late');
    await t.services.worker.drain();
    const refundCall = fake.state.calls.find(
      (c) => c.path === `/v2/payments/captures/${payment.paypalCaptureId}/refund`,
    )!;
    expect(refundCall.requestId).toBe(`refund:${payment.id}`);
    const [toClient] = await t.emailsTo('late@example.com');
    expect(toClient!.subject).toBe('Your payment was refunded: Strategy call with Ada Lovelace');
    const refund = [...fake.state.refunds.values()].at(-1)!;
    // Out of order: the refund first, then the capture's COMPLETED.
    expect((await deliver(fake.event('PAYMENT.CAPTURE.REFUNDED', 'refund', refund))).status).toBe(200);
    expect((await paymentOfOrder(orderId)).status).toBe('refunded');
    expect(
      (await deliver(fake.event('PAYMENT.CAPTURE.COMPLETED', 'capture', captured(orderId)[0]))).status,
    ).toBe(200);
    expect((await paymentOfOrder(orderId)).status).toBe('refunded');
    expect((await sessionOfOrder(orderId)).session.status).toBe('expired');
    await t.services.worker.drain();
    expect([...fake.state.refunds.values()].filter((r) => r.customId === payment.id)).toHaveLength(1);
  });

  it('refunds in full when the expert cancels a paid session', async () => {
    const res = await book(at('16:00'), 'cancel@example.com');
    const orderId = orderOf(res.body.checkoutUrl);
    await deliver(fake.approve(orderId));
    const { booking, payment } = await sessionOfOrder(orderId);
    const cancelled = await ada.expert.request('POST', `/api/sessions/${booking.sessionId}/cancel`, {
      message: null,
    });
    expect(cancelled.status).toBe(200);
    await t.services.worker.drain();
    const refunds = [...fake.state.refunds.values()].filter((r) => r.customId === payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toEqual({ currencyCode: 'USD', value: '50.00' });
    const [email] = await t.emailsTo('cancel@example.com');
    expect(email!.text).toContain('Your payment of $50.00 is refunded in full.');
  });

  it('sells a package through a PayPal order, confirmed by its capture', async () => {
    const bundle = await createPackage(ada.expert, {
      title: 'Coaching bundle',
      personalSessions: [{ serviceId: paidServiceId, count: 2 }],
      price: 90,
      confirmedEmpty: false,
    });
    const res = await t
      .client()
      .request(
        'POST',
        `/api/public/packages/${bundle.id}/purchases`,
        purchase({ client: client({ email: 'bundle@example.com' }) }),
      );
    expect(res.status).toBe(201);
    const orderId = orderOf(res.body.checkoutUrl);
    const call = fake.state.calls.filter((c) => c.path === '/v2/checkout/orders').at(-1)!;
    expect((call.body as { purchase_units: Array<{ amount: unknown }> }).purchase_units[0]!.amount).toEqual({
      currency_code: 'USD',
      value: '90.00',
    });
    await deliver(fake.approve(orderId));
    const [row] = await db()
      .select()
      .from(bookedPackages)
      .where(eq(bookedPackages.paymentId, (await paymentOfOrder(orderId)).id));
    expect(row!.status).toBe('confirmed');
    expect(await db().select().from(jobs).where(eq(jobs.type, 'payments.refund'))).toHaveLength(2);
  });

  it('cannot charge a later installment without the client: it fails and the client gets the pay link', async () => {
    await setPlan(t, 'ada@example.com', 'growth');
    const bundle = await createPackage(ada.expert, {
      title: 'Monthly bundle',
      personalSessions: [{ serviceId: paidServiceId, count: 3 }],
      price: 120,
      paymentPlanMonths: 3,
      confirmedEmpty: false,
    });
    const res = await t
      .client()
      .request(
        'POST',
        `/api/public/packages/${bundle.id}/purchases`,
        purchase({ client: client({ email: 'monthly@example.com' }), paymentOption: 'monthly' }),
      );
    expect(res.status).toBe(201);
    const orderId = orderOf(res.body.checkoutUrl);
    await deliver(fake.approve(orderId));
    const deps = { ...t.services.deps, db: db() };
    const detail = await ada.expert.request('GET', `/api/booked-packages/${res.body.bookedPackageId}`);
    const dueAt = Date.parse(detail.body.paymentPlan.installments[1].dueAt);
    expect(await chargeDueInstallments(deps, dueAt + 60_000)).toEqual({ paid: 0, failed: 1, skipped: 0 });
    const after = await ada.expert.request('GET', `/api/booked-packages/${res.body.bookedPackageId}`);
    expect(after.body.paymentPlan.installments[1]).toMatchObject({ status: 'failed' });
    const [email] = await t.emailsTo('monthly@example.com');
    expect(email!.subject).toBe('Payment failed: Monthly bundle with Ada Lovelace');
    expect(email!.text).toContain(PAYPAL_NO_SAVED_PAYMENT);
    expect(email!.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/packages/installments/[^\\s]+`));
  });
});
