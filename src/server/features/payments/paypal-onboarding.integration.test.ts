import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { userSettings } from '../../db/schema/user-settings';
import type { FakePaypal } from '../../testing/fakes/paypal-fake';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { setUpExpert } from '../public-booking/booking-test-setup';
import { returnTokenOf, startPaypalTestApp } from './paypal-testing';

// PayPal onboarding through the HTTP API (issue 14, ADR 033; spec: paypalConnect(email),
// paypalVerify(token), paypalDisconnect()), the real SDK and our REST calls against a fake PayPal.

let t: TestApp;
let fake: FakePaypal;
let ada: Awaited<ReturnType<typeof setUpExpert>>;
const db = () => t.services.deps.database.db;
const api = (path: string, body?: unknown) =>
  ada.expert.request(
    body === undefined && path === '' ? 'GET' : 'POST',
    `/api/payments/accounts/paypal${path}`,
    body,
  );
const accountsOf = (userId: string) =>
  db()
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.userId, userId), eq(paymentAccounts.provider, 'paypal')));

beforeAll(async () => {
  ({ t, fake, ada } = await startPaypalTestApp());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('connecting PayPal', () => {
  it('is not connected at first', async () => {
    const res = await api('');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: true,
      state: 'not_connected',
      label: 'Not connected',
      email: null,
      merchantId: null,
      missing: [],
    });
  });

  it("refuses a bad email with the spec's message and an unticked box with 'Required', writing nothing", async () => {
    const bad = await api('/connect', { email: 'shop@example', businessAccount: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      message: 'Please enter an email address',
      fields: { email: 'Please enter an email address' },
    });
    const unticked = await api('/connect', { email: 'shop@example.com', businessAccount: false });
    expect(unticked.status).toBe(400);
    expect(unticked.body.error.fields).toEqual({ businessAccount: 'Required' });
    expect(await accountsOf(ada.userId)).toEqual([]);
    expect(fake.state.referrals).toEqual([]);
  });

  it('stores the email and answers the partner referral whose return_url carries a signed token', async () => {
    const res = await api('/connect', { email: ' shop@example.com ', businessAccount: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: `${fake.url}/partner-signup?tracking_id=${ada.userId}` });
    const [referral] = fake.state.referrals;
    expect(referral).toMatchObject({ trackingId: ada.userId, email: 'shop@example.com' });
    expect(referral!.returnUrl).toMatch(
      new RegExp(
        `^${TEST_PUBLIC_URL}/dashboard/payments/paypal-return\\?token=${ada.userId}\\.[A-Za-z0-9_-]{32}$`,
      ),
    );
    const [row] = await accountsOf(ada.userId);
    expect(row).toMatchObject({
      paypalAccountEmail: 'shop@example.com',
      paypalAccountVerified: false,
      paypalMerchantId: null,
    });
    expect((await api('')).body).toMatchObject({
      state: 'not_verified',
      label: 'Not verified',
      email: 'shop@example.com',
    });
  });

  it("answers 'Invalid URL' for a missing, forged or another expert's token, changing nothing", async () => {
    const token = returnTokenOf(fake, ada.userId);
    for (const bad of ['', 'nonsense', `${token.slice(0, -2)}xx`]) {
      const res = await api('/verify', { token: bad });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Cannot verify your PayPal account connection. Invalid URL');
    }
    const bob = await setUpExpert(t, 'bob@example.com', 'bob');
    const stolen = await bob.expert.request('POST', '/api/payments/accounts/paypal/verify', { token });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe('Cannot verify your PayPal account connection. Invalid URL');
    const bobsDisconnect = await bob.expert.request('POST', '/api/payments/accounts/paypal/disconnect');
    expect(bobsDisconnect.status).toBe(404);
    const [row] = await accountsOf(ada.userId);
    expect(row).toMatchObject({ paypalAccountVerified: false, disconnectedAt: null });
  });

  it('says what is missing before the expert finished with PayPal', async () => {
    const res = await api('/verify', { token: returnTokenOf(fake, ada.userId) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'not_verified',
      missing: ['Finish signing up with PayPal and grant Slotwise permission.'],
    });
  });

  it('stays not verified while the email is unconfirmed, then verifies and becomes the gateway', async () => {
    const merchant = fake.onboard(ada.userId, { primaryEmailConfirmed: false });
    const unconfirmed = await api('/verify', { token: returnTokenOf(fake, ada.userId) });
    expect(unconfirmed.body).toMatchObject({
      state: 'not_verified',
      merchantId: merchant.merchantId,
      missing: ['Confirm your email address with PayPal.'],
    });
    fake.state.merchants.set(merchant.merchantId, { ...merchant, primaryEmailConfirmed: true });
    const verified = await api('/verify', { token: returnTokenOf(fake, ada.userId) });
    expect(verified.body).toEqual({
      enabled: true,
      state: 'verified',
      label: 'Verified',
      email: 'shop@example.com',
      merchantId: merchant.merchantId,
      missing: [],
    });
    const [settings] = await db().select().from(userSettings).where(eq(userSettings.userId, ada.userId));
    expect(settings!.paymentsGateway).toBe('paypal');
    const overview = await ada.expert.request('GET', '/api/payments/overview');
    expect(overview.body).toMatchObject({
      gateway: 'paypal',
      inUse: 'paypal',
      status: { state: 'connected', acceptingPayments: true },
      acceptsPayments: true,
    });
  });

  it('disconnects, keeping the row for history', async () => {
    const res = await api('/disconnect');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'not_connected', email: null });
    const [row] = await accountsOf(ada.userId);
    expect(row!.disconnectedAt).toBeInstanceOf(Date);
    const overview = await ada.expert.request('GET', '/api/payments/overview');
    expect(overview.body).toMatchObject({ status: { state: 'action_needed' }, acceptsPayments: false });
  });

  it('follows MERCHANT.ONBOARDING.COMPLETED and MERCHANT.PARTNER-CONSENT.REVOKED, each verified and applied once', async () => {
    const cleo = await setUpExpert(t, 'cleo@example.com', 'cleo');
    const connect = await cleo.expert.request('POST', '/api/payments/accounts/paypal/connect', {
      email: 'cleo@example.com',
      businessAccount: true,
    });
    expect(connect.status).toBe(200);
    const merchant = fake.onboard(cleo.userId);
    const endpoint = `${TEST_PUBLIC_URL}/api/webhooks/paypal`;
    const onboarded = fake.event('MERCHANT.ONBOARDING.COMPLETED', 'merchant-onboarding', {
      merchantId: merchant.merchantId,
      trackingId: cleo.userId,
    });
    const forged = await t.fetch(fake.delivery(onboarded, endpoint, { forge: true }));
    expect(forged.status).toBe(400);
    expect((await accountsOf(cleo.userId))[0]).toMatchObject({
      paypalAccountVerified: false,
      paypalMerchantId: null,
    });
    expect((await t.fetch(fake.delivery(onboarded, endpoint))).status).toBe(200);
    expect((await accountsOf(cleo.userId))[0]).toMatchObject({
      paypalAccountVerified: true,
      paypalMerchantId: merchant.merchantId,
    });
    const revoked = fake.event('MERCHANT.PARTNER-CONSENT.REVOKED', 'partner-consent', {
      merchantId: merchant.merchantId,
      trackingId: cleo.userId,
    });
    expect((await t.fetch(fake.delivery(revoked, endpoint))).status).toBe(200);
    // A replay of the onboarding event is a duplicate: the revocation stands.
    const replay = await t.fetch(fake.delivery(onboarded, endpoint));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await accountsOf(cleo.userId))[0]).toMatchObject({ paypalAccountVerified: false });
    const view = await cleo.expert.request('GET', '/api/payments/accounts/paypal');
    expect(view.body).toMatchObject({ state: 'not_verified' });
  });
});
