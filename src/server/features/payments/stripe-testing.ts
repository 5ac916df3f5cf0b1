import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { providerPayments } from '../../db/schema/provider-payments';
import { sessions } from '../../db/schema/sessions';
import { type FakeStripe, startFakeStripe } from '../../testing/fakes/stripe-fake';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { client, setUpExpert } from '../public-booking/booking-test-setup';

// Shared set-up of the Stripe Connect integration tests: the real SDK talking to a local fake
// Stripe (ADR 032), Ada with a paid service, and (for all but the onboarding tests) her Express
// account connected and accepting payments.

export const SECRET = 'whsec_test_secret_for_the_fake';
export const ENDPOINT = `${TEST_PUBLIC_URL}/api/webhooks/stripe`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1)!;

export type StripeExpert = Awaited<ReturnType<typeof setUpExpert>>;

/** A fake Stripe and an app on PAYMENTS=stripe whose SDK talks to it. */
async function appOnFakeStripe(env: Record<string, string> = {}) {
  const fake = await startFakeStripe();
  const t: TestApp = await createTestApp({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
    ...env,
  });
  return { fake, t };
}

/** A fake Stripe, the app configured for it (with Connect OAuth), and Ada with a $50 'Strategy call'. */
export async function startStripeTestApp() {
  const { fake, t } = await appOnFakeStripe({ STRIPE_CONNECT_CLIENT_ID: 'ca_fake_client' });
  const ada = await setUpExpert(t, 'ada@example.com', 'ada');
  const paidServiceId = await ada.service({ title: 'Strategy call', price: 50 });
  return { fake, t, ada, paidServiceId };
}

/** Ada connects an Express account and Stripe enables its charges: the account's id. */
export async function connectAda(t: TestApp, fake: FakeStripe, ada: StripeExpert): Promise<string> {
  const res = await ada.expert.request('POST', '/api/payments/accounts/stripe/connect');
  if (res.status !== 200) throw new Error(`connect: ${res.status} ${JSON.stringify(res.body)}`);
  const [row] = await t.services.deps.database.db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.userId, ada.userId));
  const accountId = row!.stripeAccountId!;
  const enabled = fake.updateAccount(accountId, { chargesEnabled: true }, nowSeconds());
  const delivered = await t.fetch(fake.signed(enabled, ENDPOINT, SECRET, nowSeconds()));
  if (delivered.status !== 200) throw new Error(`account.updated: ${delivered.status}`);
  return accountId;
}

/** The file's helpers; `app` is read on each call, after beforeAll set it. */
export function stripeFixtures(app: () => { t: TestApp; fake: FakeStripe; paidServiceId: string }) {
  const db = () => app().t.services.deps.database.db;
  return {
    db,
    /** Stripe delivers the event to the webhook endpoint, signed at `timestamp`. */
    deliver: (event: Parameters<FakeStripe['signed']>[0], timestamp = nowSeconds()) =>
      Promise.resolve(app().t.fetch(app().fake.signed(event, ENDPOINT, SECRET, timestamp))),
    /** A client books Ada's paid service. */
    book: (start: string, email = 'Grace.Hopper@Example.com') =>
      app()
        .t.client()
        .request('POST', '/api/public/pages/ada/bookings', {
          serviceId: app().paidServiceId,
          start,
          client: client({ email }),
        }),
    async sessionOfPayment(paymentId: string) {
      const [payment] = await db().select().from(providerPayments).where(eq(providerPayments.id, paymentId));
      return payment!;
    },
    /** The payment of a checkout session and the personal session its booking holds. */
    async personalSessionStatus(checkoutSessionId: string) {
      const [payment] = await db()
        .select()
        .from(providerPayments)
        .where(eq(providerPayments.checkoutSessionId, checkoutSessionId));
      const [booking] = await db().select().from(bookings).where(eq(bookings.paymentId, payment!.id));
      const [session] = await db().select().from(sessions).where(eq(sessions.id, booking!.sessionId));
      return { payment: payment!, session: session! };
    },
  };
}

/** The expert refunds a payment in Stripe's own dashboard (so Slotwise is not asked). */
export async function refundInStripe(fake: FakeStripe, accountId: string, paymentIntentId: string) {
  const res = await fetch(`${fake.url}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_fake',
      'stripe-account': accountId,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ payment_intent: paymentIntentId }).toString(),
  });
  if (res.status !== 200) throw new Error(`refund: ${res.status} ${await res.text()}`);
}

/**
 * An app on PAYMENTS=stripe with no expert yet, for tests that connect their own experts and look
 * at what Stripe was asked (refunds, payment methods).
 */
export async function startStripeChargeApp() {
  const { fake, t } = await appOnFakeStripe();
  const deliver = (event: Parameters<FakeStripe['signed']>[0]) =>
    Promise.resolve(t.fetch(fake.signed(event, ENDPOINT, SECRET, nowSeconds())));
  /** Connects the expert's Express account and enables its charges; its account id. */
  async function connect(expert: TestClient): Promise<string> {
    const res = await expert.request('POST', '/api/payments/accounts/stripe/connect');
    if (res.status !== 200) throw new Error(`connect: ${res.status}`);
    const accountId = (res.body.url as string).split('/').at(-1)!;
    const updated = await deliver(fake.updateAccount(accountId, { chargesEnabled: true }, nowSeconds()));
    if (updated.status !== 200) throw new Error(`account.updated: ${updated.status}`);
    return accountId;
  }
  /** The Checkout Session the last create call made, with the parameters it was made with. */
  function lastCheckout() {
    const call = fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST').at(-1)!;
    // biome-ignore lint/suspicious/noExplicitAny: form params as the SDK sent them
    return call.params as any;
  }
  async function close() {
    await t.close();
    await fake.close();
  }
  return { t, fake, deliver, connect, lastCheckout, close };
}
