import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { providerPayments } from '../../db/schema/provider-payments';
import { sessions } from '../../db/schema/sessions';
import type { PaypalEvent } from '../../testing/fakes/paypal/state';
import { type FakePaypal, startFakePaypal } from '../../testing/fakes/paypal-fake';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { client, setUpExpert } from '../public-booking/booking-test-setup';

// Shared set-up of the PayPal integration tests (ADR 033): the real SDK (and our fetch calls)
// talking to a local fake PayPal, Ada with a paid service.

export const PAYPAL_ENDPOINT = `${TEST_PUBLIC_URL}/api/webhooks/paypal`;

/** A fake PayPal, the app configured for it, and Ada with a $50 'Strategy call'. */
export async function startPaypalTestApp(env: Record<string, string> = {}) {
  const fake = await startFakePaypal();
  const t = await createTestApp({ PAYMENTS: 'paypal', ...fake.env, ...env });
  const ada = await setUpExpert(t, 'ada@example.com', 'ada');
  const paidServiceId = await ada.service({ title: 'Strategy call', price: 50 });
  return { fake, t, ada, paidServiceId };
}

/** The token our return_url carries, from the last referral the fake was asked for. */
export function returnTokenOf(fake: FakePaypal, userId: string): string {
  const referral = fake.state.referrals.findLast((r) => r.trackingId === userId);
  if (!referral) throw new Error(`no referral for ${userId}`);
  return new URL(referral.returnUrl).searchParams.get('token')!;
}

/** Connects the expert's PayPal through PayPal's sign-up and the return page; the merchant id. */
export async function connectPaypal(
  fake: FakePaypal,
  expert: TestClient,
  userId: string,
  email = 'shop@example.com',
) {
  const res = await expert.request('POST', '/api/payments/accounts/paypal/connect', {
    email,
    businessAccount: true,
  });
  if (res.status !== 200) throw new Error(`connect: ${res.status} ${JSON.stringify(res.body)}`);
  const merchant = fake.onboard(userId);
  const verified = await expert.request('POST', '/api/payments/accounts/paypal/verify', {
    token: returnTokenOf(fake, userId),
  });
  if (verified.body.state !== 'verified') throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  return merchant.merchantId;
}

export function paypalFixtures(app: () => { t: TestApp; fake: FakePaypal; paidServiceId: string }) {
  const db = () => app().t.services.deps.database.db;
  return {
    db,
    /** PayPal delivers the event to our webhook (forge: a signature PayPal does not vouch for). */
    deliver: (event: PaypalEvent, options: { forge?: boolean } = {}) =>
      Promise.resolve(app().t.fetch(app().fake.delivery(event, PAYPAL_ENDPOINT, options))),
    book: (start: string, email = 'grace@example.com') =>
      app()
        .t.client()
        .request('POST', '/api/public/pages/ada/bookings', {
          serviceId: app().paidServiceId,
          start,
          client: client({ email }),
        }),
    /** The order id of an approve link. */
    orderOf: (checkoutUrl: string) => new URL(checkoutUrl).searchParams.get('token')!,
    async paymentOfOrder(orderId: string) {
      const [payment] = await db()
        .select()
        .from(providerPayments)
        .where(eq(providerPayments.paypalOrderId, orderId));
      return payment!;
    },
    async sessionOfOrder(orderId: string) {
      const [payment] = await db()
        .select()
        .from(providerPayments)
        .where(eq(providerPayments.paypalOrderId, orderId));
      const [booking] = await db().select().from(bookings).where(eq(bookings.paymentId, payment!.id));
      const [session] = await db().select().from(sessions).where(eq(sessions.id, booking!.sessionId));
      return { payment: payment!, booking: booking!, session: session! };
    },
  };
}
