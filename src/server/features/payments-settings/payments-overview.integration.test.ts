import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { userSettings } from '../../db/schema/user-settings';
import { expertWithPage, type Owner, setPageCurrency, setPlan } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// spec (doc 2, §2, §4): the overview shows the gateway's payment status, the currency and the plan.

let t: TestApp;
let ada: TestClient;
let owner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner } = await expertWithPage(t, 'ada@example.com', 'ada'));
}, 120_000);
afterAll(async () => {
  await t.close();
});

const overview = async (client: TestClient = ada) => {
  const res = await client.request('GET', '/api/payments/overview');
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /api/payments/overview', () => {
  it('shows a new expert as not connected, with the page currency and the free plan', async () => {
    expect(await overview()).toEqual({
      // ADR 034: never chosen; the sandbox takes the booking page's paid bookings meanwhile.
      gateway: null,
      inUse: 'none',
      status: { state: 'not_connected', acceptingPayments: false },
      accounts: [],
      sandbox: true,
      acceptsPayments: true,
      currency: 'USD',
      plan: { id: 'free', name: 'Free' },
    });
  });

  it('follows the plan and the currency', async () => {
    await setPlan(t, 'ada@example.com', 'pro');
    await setPageCurrency(t, owner.pageId, 'JPY');
    expect(await overview()).toMatchObject({ currency: 'JPY', plan: { id: 'pro', name: 'Pro' } });
  });

  it('needs action while the chosen gateway has no ready account, and is connected once PayPal is verified', async () => {
    const db = t.services.deps.database.db;
    await db
      .insert(userSettings)
      .values({ userId: owner.userId, paymentsGateway: 'paypal' })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { paymentsGateway: 'paypal' },
      });
    expect((await overview()).status).toEqual({ state: 'action_needed', acceptingPayments: false });
    await db.insert(paymentAccounts).values({
      id: 'pa-1',
      userId: owner.userId,
      provider: 'paypal',
      paypalAccountEmail: 'ada@example.com',
    });
    expect(await overview()).toMatchObject({
      gateway: 'paypal',
      inUse: 'paypal',
      status: { state: 'action_needed', acceptingPayments: false },
      accounts: [{ provider: 'paypal' }],
    });
    await db
      .update(paymentAccounts)
      .set({ paypalAccountVerified: true })
      .where(eq(paymentAccounts.id, 'pa-1'));
    expect((await overview()).status).toEqual({ state: 'connected', acceptingPayments: true });
    // A disconnected account no longer counts.
    await db
      .update(paymentAccounts)
      .set({ disconnectedAt: new Date() })
      .where(eq(paymentAccounts.id, 'pa-1'));
    expect(await overview()).toMatchObject({ status: { state: 'action_needed' }, accounts: [] });
  });

  it('has no currency before the booking page exists, and needs a signed-in expert', async () => {
    const carol = await t.expert('carol@example.com');
    expect(await overview(carol)).toMatchObject({ currency: null, status: { state: 'not_connected' } });
    expect((await t.client().request('GET', '/api/payments/overview')).status).toBe(401);
  });
});
