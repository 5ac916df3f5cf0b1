import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { providerPayments } from '../../db/schema/provider-payments';
import { nowSeconds, startStripeChargeApp } from '../payments/stripe-testing';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';

// Issue 14 (ADR 035): a session paid through Stripe and cancelled by the expert is refunded in
// full on the connected account, the platform's fee with it, once.

let s: Awaited<ReturnType<typeof startStripeChargeApp>>;
let ada: Awaited<ReturnType<typeof setUpExpert>>;
let accountId: string;
const db = () => s.t.services.deps.database.db;

beforeAll(async () => {
  s = await startStripeChargeApp();
  ada = await setUpExpert(s.t, 'ada@example.com', 'ada');
  accountId = await s.connect(ada.expert);
});
afterAll(async () => {
  await s.close();
});

describe('the expert cancels a session paid through Stripe', () => {
  it('refunds the PaymentIntent in full on the account, once, and charge.refunded marks the payment', async () => {
    const serviceId = await ada.service({ title: 'Strategy call', price: 80 });
    const res = await s.t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId,
      start: at('10:00'),
      client: client({ email: 'paid@example.com' }),
    });
    expect(res.status).toBe(201);
    const checkoutSessionId = (res.body.checkoutUrl as string).split('/').at(-1)!;
    const paid = s.fake.pay(checkoutSessionId, nowSeconds());
    expect((await s.deliver(paid.completed)).status).toBe(200);
    const [booking] = await db().select().from(bookings).where(eq(bookings.clientEmail, 'paid@example.com'));
    const paymentId = booking!.paymentId!;

    const cancelled = await ada.expert.request('POST', `/api/sessions/${booking!.sessionId}/cancel`, {
      message: null,
    });
    expect(cancelled.status).toBe(200);
    const [email] = await s.t.emailsTo('paid@example.com');
    expect(email!.subject).toBe('Booking cancelled: Strategy call with Ada Lovelace');
    expect(email!.text).toContain(
      'Your payment of $80.00 is refunded in full. Depending on your bank, it can take 5 to 10 business days to show on your statement.',
    );
    await s.t.services.worker.drain();
    expect(s.fake.refunds.filter((r) => r.payment_intent === paid.intentId)).toEqual([
      expect.objectContaining({ amount: 8000, currency: 'usd', status: 'succeeded' }),
    ]);
    const refundCall = s.fake.calls.find((c) => c.path === '/v1/refunds')!;
    expect(refundCall).toMatchObject({ account: accountId, idempotencyKey: `refund:${paymentId}` });
    expect(refundCall.params).toMatchObject({
      payment_intent: paid.intentId,
      refund_application_fee: 'true',
      metadata: { slotwise_payment_id: paymentId },
    });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(row).toMatchObject({ refundedAmount: 8000 });

    expect((await s.deliver(s.fake.refunded(paid.intentId, nowSeconds()))).status).toBe(200);
    const [payment] = await db().select().from(providerPayments).where(eq(providerPayments.id, paymentId));
    expect(payment!.status).toBe('refunded');
    await s.t.services.worker.drain();
    expect(s.fake.refunds.filter((r) => r.payment_intent === paid.intentId)).toHaveLength(1);
  });
});
