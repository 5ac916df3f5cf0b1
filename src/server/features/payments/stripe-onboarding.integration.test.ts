import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { paymentEvents } from '../../db/schema/provider-payments';
import { expertWithPage } from '../../testing/experts';
import type { FakeStripe } from '../../testing/fakes/stripe-fake';
import { TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { at } from '../public-booking/booking-test-setup';
import {
  ENDPOINT,
  nowSeconds,
  SECRET,
  type StripeExpert,
  startStripeTestApp,
  stripeFixtures,
} from './stripe-testing';

// Connecting Stripe through the HTTP API (ADR 032): an Express account onboarded, the webhook's
// signature checks, and an existing Standard account linked by OAuth.

let t: TestApp;
let fake: FakeStripe;
let ada: StripeExpert;
let paidServiceId: string;
let accountId: string;
const { db, deliver, book } = stripeFixtures(() => ({ t, fake, paidServiceId }));

beforeAll(async () => {
  ({ t, fake, ada, paidServiceId } = await startStripeTestApp());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('Connect onboarding (Express)', () => {
  it('is not connected at first, and a paid booking is refused before anything is written', async () => {
    const status = await ada.expert.request('GET', '/api/payments/accounts');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      stripeEnabled: true,
      stripeAvailable: true,
      stripeOauthAvailable: true,
      state: 'not_connected',
      label: 'Not connected',
      stripe: null,
    });
    const res = await book(at('09:00'));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      "This expert can't take payments online yet. Please contact them directly.",
    );
    expect(fake.sessions.size).toBe(0);
  });

  it('creates one Express account however often it is asked, and links into onboarding', async () => {
    const first = await ada.expert.request('POST', '/api/payments/accounts/stripe/connect');
    expect(first.status).toBe(200);
    const [row] = await db().select().from(paymentAccounts).where(eq(paymentAccounts.userId, ada.userId));
    accountId = row!.stripeAccountId!;
    expect(first.body).toEqual({ url: `${fake.url}/connect/onboarding/${accountId}` });
    expect(row).toMatchObject({
      provider: 'stripe',
      stripeAccountType: 'express',
      stripeChargesEnabled: false,
    });
    const again = await ada.expert.request('POST', '/api/payments/accounts/stripe/connect');
    expect(again.body).toEqual(first.body);
    expect(fake.accounts.size).toBe(1);
    const create = fake.calls.find((c) => c.path === '/v1/accounts' && c.method === 'POST')!;
    expect(create.idempotencyKey).toBe(`connect-express:${ada.userId}:0`);
    expect(create.params).toMatchObject({ type: 'express', email: 'ada@example.com' });

    const status = await ada.expert.request('GET', '/api/payments/accounts');
    expect(status.body).toMatchObject({
      state: 'action_needed',
      label: 'Action needed',
      stripe: {
        stripeAccountId: accountId,
        accountType: 'express',
        chargesEnabled: false,
        requirementsDue: ['external_account', 'tos_acceptance.date'],
      },
    });
  });

  it("applies account.updated: charges enabled → 'Accepting payments'; an older event loses", async () => {
    const base = nowSeconds();
    const older = fake.updateAccount(
      accountId,
      { chargesEnabled: false, currentlyDue: ['external_account'] },
      base - 60,
    );
    const newer = fake.updateAccount(accountId, { chargesEnabled: true }, base);
    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);
    const status = await ada.expert.request('GET', '/api/payments/accounts');
    expect(status.body).toMatchObject({
      state: 'connected',
      label: 'Accepting payments',
      stripe: { chargesEnabled: true, requirementsDue: [] },
    });
  });
});

describe('webhook signatures', () => {
  it('refuses a forged signature and a stale one with 400, and changes nothing', async () => {
    const event = fake.updateAccount(
      accountId,
      { chargesEnabled: false, currentlyDue: ['x'] },
      nowSeconds() + 10,
    );
    const forged = fake.signed(event, ENDPOINT, 'whsec_not_ours', nowSeconds());
    const res = await t.fetch(forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_signature', message: 'Invalid signature' } });
    const stale = await deliver(event, nowSeconds() - 301);
    expect(stale.status).toBe(400);
    const unsigned = await t.fetch(
      new Request(ENDPOINT, {
        method: 'POST',
        body: JSON.stringify(event),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(unsigned.status).toBe(400);
    // The body changed after signing: the signature no longer matches.
    const signed = fake.signed(event, ENDPOINT, SECRET, nowSeconds());
    const tampered = await t.fetch(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: signed.headers,
        body: (await signed.text()).replace('"charges_enabled": false', '"charges_enabled": true'),
      }),
    );
    expect(tampered.status).toBe(400);
    const recorded = await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(recorded).toEqual([]);
    const [row] = await db()
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.stripeAccountId, accountId));
    expect(row).toMatchObject({ stripeChargesEnabled: true, stripeRequirementsDue: [] });
  });
});

describe('linking an existing Standard account (OAuth)', () => {
  let linus: TestClient;
  beforeAll(async () => {
    linus = (await expertWithPage(t, 'linus@example.com', 'linus')).client;
  });

  it('checks the state, exchanges the code and links the account', async () => {
    const authorize = await linus.request('GET', '/api/payments/accounts/stripe/oauth/authorize');
    expect(authorize.status).toBe(200);
    const url = new URL(authorize.body.url);
    expect(url.origin + url.pathname).toBe('https://connect.stripe.com/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('ca_fake_client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/dashboard/payments/stripe-oauth`);
    const state = url.searchParams.get('state')!;

    fake.addStandardAccount('acct_standard1');
    fake.addOauthCode('ac_good', 'acct_standard1');
    // A state made for someone else, or tampered with, is refused.
    const other = await ada.expert.request('POST', '/api/payments/accounts/stripe/oauth', {
      code: 'ac_good',
      state,
    });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe('Cannot verify your Stripe account connection. Please try again.');
    const tampered = await linus.request('POST', '/api/payments/accounts/stripe/oauth', {
      code: 'ac_good',
      state: `${state}x`,
    });
    expect(tampered.status).toBe(400);
    const missing = await linus.request('POST', '/api/payments/accounts/stripe/oauth', { code: '', state });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ code: 'Required' });

    const linked = await linus.request('POST', '/api/payments/accounts/stripe/oauth', {
      code: 'ac_good',
      state,
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      state: 'connected',
      label: 'Accepting payments',
      stripe: { stripeAccountId: 'acct_standard1', accountType: 'standard', chargesEnabled: true },
    });
    const token = fake.calls.find((c) => c.path === '/oauth/token')!;
    expect(token.params).toEqual({ grant_type: 'authorization_code', code: 'ac_good' });

    const balance = await linus.request('GET', '/api/payments/accounts/stripe/balance');
    expect(balance.status).toBe(409);
    expect(balance.body.error.message).toBe('Cannot show the balance for a standard Stripe account');
    const link = await linus.request('POST', `/api/payments/accounts/${linked.body.stripe.id}/login-link`);
    expect(link.body).toEqual({ url: 'https://dashboard.stripe.com/' });
  });
});
