import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCreditPurchases } from '../../db/schema/call-credits';
import { callsCreditsBalances } from '../../db/schema/calls';
import { providerPayments } from '../../db/schema/provider-payments';
import { type FakeStripe, startFakeStripe } from '../../testing/fakes/stripe-fake';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { ENDPOINT, nowSeconds, SECRET } from '../payments/stripe-testing';
import { setUpExpert } from '../public-booking/booking-test-setup';

// Issue 17, ADR 043: in production an expert buys call credits through Stripe Checkout on the
// platform's own account (no Stripe-Account, no application fee; the real SDK against the local
// fake). The minutes come only with the signed webhook of the platform endpoint, once.

const PLATFORM_SECRET = 'whsec_platform_secret_for_the_fake';

let fake: FakeStripe;
let t: TestApp;
let ada: Awaited<ReturnType<typeof setUpExpert>>;
let bob: Awaited<ReturnType<typeof setUpExpert>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PLATFORM_WEBHOOK_SECRET: PLATFORM_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  ada = await setUpExpert(t, 'ada@example.com', 'ada');
  bob = await setUpExpert(t, 'bob@example.com', 'bob');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.services.deps.database.db;
const deliver = (event: Parameters<FakeStripe['signed']>[0], secret = PLATFORM_SECRET) =>
  Promise.resolve(t.fetch(fake.signed(event, ENDPOINT, secret, nowSeconds())));

async function creditsOf(userId: string) {
  const [row] = await db().select().from(callsCreditsBalances).where(eq(callsCreditsBalances.userId, userId));
  return row?.participantSeconds ?? 0;
}

describe('buying call credits with Stripe', () => {
  it('opens Checkout on the platform account for 5 USD without a fee, and adds 1000 minutes on the webhook only, once', async () => {
    const res = await ada.expert.request('POST', '/api/call-usage/credits/checkout');
    expect(res.status).toBe(200);
    const sessionId = (res.body.url as string).split('/').at(-1)!;
    const create = fake.calls.find((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions')!;
    expect(create.account).toBeNull();
    expect(create.params).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '500',
            product_data: { name: 'Slotwise call credits: 1,000 minutes' },
          },
        },
      ],
    });
    expect((create.params as { payment_intent_data: object }).payment_intent_data).not.toHaveProperty(
      'application_fee_amount',
    );
    const [purchase] = await db()
      .select()
      .from(callCreditPurchases)
      .where(eq(callCreditPurchases.userId, ada.userId));
    const [payment] = await db()
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.id, purchase!.paymentId));
    expect(payment).toMatchObject({
      userId: ada.userId,
      stripeAccountId: null,
      applicationFeeAmount: 0,
      amount: 500,
    });

    // Coming back from Checkout proves nothing: no minutes yet.
    const back = await t.fetch(new Request(`${TEST_PUBLIC_URL}/checkout/return/${purchase!.paymentId}`));
    expect(back.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/dashboard/calls?credits=paid`);
    expect(await creditsOf(ada.userId)).toBe(0);

    const paid = fake.pay(sessionId, nowSeconds());
    // A forged signature changes nothing.
    expect((await deliver(paid.completed, 'whsec_forged')).status).toBe(400);
    expect(await creditsOf(ada.userId)).toBe(0);

    expect((await deliver(paid.completed)).status).toBe(200);
    expect(await creditsOf(ada.userId)).toBe(60_000);
    // Stripe's retry of the same event, and the intent's own event: nothing more.
    expect((await deliver(paid.completed)).status).toBe(200);
    expect((await deliver(paid.succeeded)).status).toBe(200);
    expect(await creditsOf(ada.userId)).toBe(60_000);
    expect(await creditsOf(bob.userId)).toBe(0);
    const [settled] = await db()
      .select()
      .from(callCreditPurchases)
      .where(eq(callCreditPurchases.id, purchase!.id));
    expect(settled!.status).toBe('paid');
  });

  it('adds nothing when the card is declined', async () => {
    const res = await bob.expert.request('POST', '/api/call-usage/credits/checkout');
    const sessionId = (res.body.url as string).split('/').at(-1)!;
    expect((await deliver(fake.decline(sessionId, nowSeconds()))).status).toBe(200);
    expect(await creditsOf(bob.userId)).toBe(0);
  });
});
