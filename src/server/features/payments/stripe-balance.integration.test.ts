import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { expertWithPage } from '../../testing/experts';
import type { FakeStripe } from '../../testing/fakes/stripe-fake';
import type { TestApp, TestClient } from '../../testing/test-app';
import {
  connectAda,
  refundInStripe,
  type StripeExpert,
  startStripeTestApp,
  stripeFixtures,
} from './stripe-testing';

// The connected account's balance and the login link to its dashboard (ADR 032).

let t: TestApp;
let fake: FakeStripe;
let ada: StripeExpert;
let paidServiceId: string;
let accountId: string;
const { db } = stripeFixtures(() => ({ t, fake, paidServiceId }));

beforeAll(async () => {
  ({ t, fake, ada, paidServiceId } = await startStripeTestApp());
  accountId = await connectAda(t, fake, ada);
  // A $50 payment on the account, refunded: the charge is pending, the refund taken at once.
  const intentId = fake.addCharge(accountId, 5000, 'usd', 'Strategy call with Ada Lovelace', 250);
  await refundInStripe(fake, accountId, intentId);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('balance and login link', () => {
  let grace: TestClient;

  beforeAll(async () => {
    grace = (await expertWithPage(t, 'grace@example.com', 'grace')).client;
  });

  it('shows available and pending per currency, transactions and payment intents, paged', async () => {
    const res = await ada.expert.request('GET', '/api/payments/accounts/stripe/balance');
    expect(res.status).toBe(200);
    expect(res.body.payoutSchedule).toBe('Daily, after a hold of 2 to 14 business days');
    expect(res.body.available).toEqual([{ amount: -5000, currency: 'USD' }]);
    expect(res.body.pending).toEqual([{ amount: expect.any(Number), currency: 'USD' }]);
    const types = res.body.transactions.items.map((i: { type: string }) => i.type);
    expect(types).toContain('charge');
    expect(types).toContain('refund');
    const charge = res.body.transactions.items.find((i: { type: string }) => i.type === 'charge');
    expect(charge).toMatchObject({
      currency: 'USD',
      amount: expect.any(Number),
      fee: expect.any(Number),
      net: expect.any(Number),
    });
    expect(charge.net).toBe(charge.amount - charge.fee);
    expect(res.body.paymentIntents.items.length).toBeGreaterThan(0);
    expect(res.body.paymentIntents.items[0]).toMatchObject({ currency: 'USD', status: expect.any(String) });
  });

  it("answers 'No Stripe account connected' when there is none", async () => {
    const res = await grace.request('GET', '/api/payments/accounts/stripe/balance');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('No Stripe account connected');
  });

  it("gives the owner a login link, and another expert's id is not found", async () => {
    const [row] = await db().select().from(paymentAccounts).where(eq(paymentAccounts.userId, ada.userId));
    const own = await ada.expert.request('POST', `/api/payments/accounts/${row!.id}/login-link`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ url: `${fake.url}/express/login/${accountId}` });
    const other = await grace.request('POST', `/api/payments/accounts/${row!.id}/login-link`);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Not found');
    const unknown = await grace.request('POST', '/api/payments/accounts/nope/login-link');
    expect(unknown.status).toBe(404);
  });
});
