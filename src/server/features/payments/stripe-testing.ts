import { type FakeStripe, startFakeStripe } from '../../testing/fakes/stripe-fake';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';

// An app on PAYMENTS=stripe with the real SDK pointed at a local fake Stripe (ADR 032), and an
// expert connected to it with charges enabled, for tests that take a payment and look at what
// Stripe was asked.

const SECRET = 'whsec_test_secret_for_the_fake';
const ENDPOINT = `${TEST_PUBLIC_URL}/api/webhooks/stripe`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startStripeTestApp() {
  const fake = await startFakeStripe();
  const t: TestApp = await createTestApp({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
  });
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
