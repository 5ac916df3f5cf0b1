import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { paymentEvents } from '../../db/schema/provider-payments';
import { sessions } from '../../db/schema/sessions';
import type { FakeStripe } from '../../testing/fakes/stripe-fake';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { at } from '../public-booking/booking-test-setup';
import {
  connectAda,
  nowSeconds,
  type StripeExpert,
  sessionIdOf,
  startStripeTestApp,
  stripeFixtures,
} from './stripe-testing';

// Stripe's payment webhooks (ADR 032): a paid checkout confirms its booking exactly once, a
// declined one releases the hold, and a payment after the hold lapsed is refunded.

let t: TestApp;
let fake: FakeStripe;
let ada: StripeExpert;
let paidServiceId: string;
let accountId: string;
const { db, deliver, book, sessionOfPayment, personalSessionStatus } = stripeFixtures(() => ({
  t,
  fake,
  paidServiceId,
}));

beforeAll(async () => {
  ({ t, fake, ada, paidServiceId } = await startStripeTestApp());
  accountId = await connectAda(t, fake, ada);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('payment webhooks', () => {
  let checkoutSessionId: string;

  it('confirms the booking on checkout.session.completed, once; the other events change nothing', async () => {
    const res = await book(at('14:00'), 'pay@example.com');
    checkoutSessionId = sessionIdOf(res.body.checkoutUrl);
    expect((await personalSessionStatus(checkoutSessionId)).session.status).toBe('pending');
    const paid = fake.pay(checkoutSessionId, nowSeconds());
    const first = await deliver(paid.completed);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const { session, payment } = await personalSessionStatus(checkoutSessionId);
    expect(session).toMatchObject({ status: 'confirmed', paid: true, holdExpiresAt: null });
    expect(payment).toMatchObject({ status: 'succeeded', paymentIntentId: paid.intentId });

    const again = await deliver(paid.completed);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const succeeded = await deliver(paid.succeeded);
    expect(await succeeded.json()).toEqual({ received: true, duplicate: false });
    const emails = await t.emailsTo('pay@example.com');
    expect(emails.filter((e) => /confirmed/i.test(e.subject))).toHaveLength(1);
  });

  it("sends the client back from Stripe's checkout to the booking, or to start again", async () => {
    const { payment } = await personalSessionStatus(checkoutSessionId);
    const back = await t.client().request('GET', `/checkout/return/${payment.id}`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/booking/[\\w.-]+$`));
    const res = await book(at('09:00', '2031-03-04'), 'cancel@example.com');
    const cancelled = await sessionOfPayment(
      fake.sessions.get(sessionIdOf(res.body.checkoutUrl))!.metadata!.slotwise_payment_id!,
    );
    const again = await t.client().request('GET', `/checkout/return/${cancelled.id}?cancelled`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/ada/${paidServiceId}`);
    expect((await t.client().request('GET', '/checkout/return/stp_unknown')).status).toBe(404);
  });

  it('20 concurrent deliveries of one event confirm one booking, once', async () => {
    const res = await book(at('15:00'), 'race@example.com');
    const sessionId = sessionIdOf(res.body.checkoutUrl);
    const paid = fake.pay(sessionId, nowSeconds());
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        deliver(paid.completed).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );
    const ms = performance.now() - started;
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    expect(answers.filter((a) => a.body.duplicate === true)).toHaveLength(19);
    const recorded = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, paid.completed.id));
    expect(recorded).toHaveLength(1);
    expect((await personalSessionStatus(sessionId)).session.status).toBe('confirmed');
    const emails = await t.emailsTo('race@example.com');
    expect(emails.filter((e) => /confirmed/i.test(e.subject))).toHaveLength(1);
    console.info(`20 concurrent deliveries: 1 applied, 19 duplicates, ${ms.toFixed(0)} ms in all`);
  });

  it('releases the hold on payment_intent.payment_failed', async () => {
    const res = await book(at('16:00'), 'declined@example.com');
    const sessionId = sessionIdOf(res.body.checkoutUrl);
    expect((await deliver(fake.decline(sessionId, nowSeconds()))).status).toBe(200);
    const { session, payment } = await personalSessionStatus(sessionId);
    expect(session.status).toBe('expired');
    expect(payment.status).toBe('declined');
  });

  it('refunds a payment that arrives after its hold was released, tells both sides, and a late event changes nothing', async () => {
    const res = await book(at('13:00'), 'late@example.com');
    const sessionId = sessionIdOf(res.body.checkoutUrl);
    const { session: held } = await personalSessionStatus(sessionId);
    // The hold lapsed (15 minutes) before the client finished paying.
    await db()
      .update(sessions)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, held.id));
    const paid = fake.pay(sessionId, nowSeconds());
    expect((await deliver(paid.completed)).status).toBe(200);
    const { session, payment } = await personalSessionStatus(sessionId);
    expect(session.status).toBe('expired');
    expect(payment.status).toBe('late');
    const queued = await db().select().from(jobs).where(eq(jobs.type, 'payments.refund'));
    expect(queued.map((j) => j.payload)).toEqual([{ paymentId: payment.id }]);

    await t.services.worker.drain();
    expect(fake.refunds.filter((r) => r.payment_intent === paid.intentId)).toHaveLength(1);
    const refundCall = fake.calls.find((c) => c.path === '/v1/refunds')!;
    expect(refundCall).toMatchObject({ account: accountId, idempotencyKey: `refund:${payment.id}` });
    expect(refundCall.params).toMatchObject({
      payment_intent: paid.intentId,
      refund_application_fee: 'true',
    });
    const [toClient] = await t.emailsTo('late@example.com');
    expect(toClient!.subject).toBe('Your payment was refunded: Strategy call with Ada Lovelace');
    expect(toClient!.text).toContain(
      'Your payment of $50.00 for Strategy call with Ada Lovelace arrived after the time held for you had been released, so nothing was booked.',
    );
    const [toExpert] = await t.emailsTo('ada@example.com');
    expect(toExpert!.subject).toBe('A late payment was refunded: Strategy call with Ada Lovelace');

    // Stripe tells us of the refund; then payment_intent.succeeded arrives late, out of order.
    expect((await deliver(fake.refunded(paid.intentId, nowSeconds()))).status).toBe(200);
    expect((await sessionOfPayment(payment.id)).status).toBe('refunded');
    expect((await deliver(paid.succeeded)).status).toBe(200);
    expect((await sessionOfPayment(payment.id)).status).toBe('refunded');
    expect((await personalSessionStatus(sessionId)).session.status).toBe('expired');
    await t.services.worker.drain();
    expect(fake.refunds.filter((r) => r.payment_intent === paid.intentId)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, 'payments.refund'))),
    ).toHaveLength(1);
  });
});
