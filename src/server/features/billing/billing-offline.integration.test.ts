import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_FAILED,
  CANNOT_REACTIVATE,
  INVALID_LIFETIME_CODE,
  INVALID_PLAN_OR_PRICE,
  LIFETIME_WITH_SUBSCRIPTION,
} from '../../../domain/billing/messages';
import { DISCOUNT_UNKNOWN } from '../../../domain/discounts/discount-messages';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { users } from '../../db/schema/auth';
import { newId } from '../../ids';
import { OFFLINE_CARDS } from '../../integrations/billing/offline';
import { expertWithPage } from '../../testing/experts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { setUpExpert } from '../public-booking/booking-test-setup';
import { insertLifetimeCodes } from './repository';
import { lifetimeCodeHash } from './service';

// Issue 20 on the offline billing adapter of a local install (the default outside production):
// the same state machine as Stripe, test cards deciding each charge, its events applied through
// the same path as Stripe's webhooks.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;
async function planOf(email: string) {
  const [row] = await db().select({ plan: users.pricingPlanId }).from(users).where(eq(users.email, email));
  return row!.plan;
}
async function card(expert: TestClient, number: string) {
  const res = await expert.request('POST', '/api/billing/cards', { number, expiry: '12/34', cvc: '123' });
  expect(res.status).toBe(201);
  return res.body.paymentMethodId as string;
}
async function subscribe(
  expert: TestClient,
  number: string,
  priceId = 'starter_monthly',
  planId = 'starter',
) {
  return expert.request('POST', '/api/billing/subscription', {
    planId,
    priceId,
    paymentMethodId: await card(expert, number),
  });
}
const branding = (expert: TestClient) =>
  expert.request('PUT', '/api/booking-page/branding', { accentColor: '#336699', backgroundColor: '' });

describe('subscribing on the offline adapter', () => {
  it('subscribes with a card that pays: the plan, its gates, its card, its invoice with a PDF', async () => {
    const { client: ada } = await expertWithPage(t, 'ada@example.com', 'ada');
    expect((await branding(ada)).body.error.message).toBe(upgradeMessage('branding'));
    const before = await ada.request('GET', '/api/billing');
    expect(before.body).toMatchObject({
      provider: 'offline',
      cardEntry: 'embedded',
      plan: { id: 'free', name: 'Free', applicationFeePercentage: 5, features: [] },
      subscription: null,
      actions: { subscribe: true, cancel: null, redeemLifetimeCode: true },
      invoices: [],
    });

    const res = await subscribe(ada, OFFLINE_CARDS.succeeds);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      outcome: 'paid',
      message: null,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await planOf('ada@example.com')).toBe('starter');
    // spec: feature gates follow the plan at once.
    expect((await branding(ada)).status).toBe(200);

    const after = await ada.request('GET', '/api/billing');
    expect(after.body).toMatchObject({
      plan: {
        id: 'starter',
        name: 'Starter',
        applicationFeePercentage: 2,
        monthlyCallsParticipantSeconds: 60_000,
      },
      priceId: 'starter_monthly',
      subscription: {
        status: 'active',
        cancelAtPeriodEnd: false,
        unitAmount: 1200,
        currency: 'USD',
        interval: 'month',
      },
      actions: {
        cancel: 'at_period_end',
        reactivate: false,
        upgrade: true,
        downgrade: false,
        subscribe: false,
      },
      nextInvoice: { amountDue: 1200, currency: 'USD' },
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    expect(after.body.plan.features).toContain('branding');
    expect(after.body.invoices).toHaveLength(1);
    expect(after.body.invoices[0]).toMatchObject({
      total: 1200,
      amountPaid: 1200,
      status: 'paid',
      currency: 'USD',
    });
    const pdf = await t.fetch(new Request(after.body.invoices[0].pdfUrl));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // A second subscription is refused.
    expect((await subscribe(ada, OFFLINE_CARDS.succeeds)).status).toBe(409);
    // Cards are typed in our form here: no provider page to send the browser to.
    expect((await ada.request('POST', '/api/billing/payment-method/checkout')).status).toBe(409);
  });

  it("refuses an unknown plan or price with the spec's message and changes nothing", async () => {
    const bob = await t.expert('bob@example.com');
    for (const body of [
      { planId: 'starter', priceId: 'pro_monthly' },
      { planId: 'free', priceId: 'free_monthly' },
      { planId: 'nope', priceId: 'starter_monthly' },
    ]) {
      const res = await bob.request('POST', '/api/billing/subscription', {
        ...body,
        paymentMethodId: 'pm_x',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(INVALID_PLAN_OR_PRICE);
    }
    expect(await planOf('bob@example.com')).toBe('free');
  });

  it('a declined first charge leaves it incomplete with the failed-charge message; a new card activates it', async () => {
    const cy = await t.expert('cy@example.com');
    const res = await subscribe(cy, OFFLINE_CARDS.declined);
    expect(res.body).toMatchObject({ outcome: 'declined', message: ACTIVATION_FAILED });
    expect(await planOf('cy@example.com')).toBe('free');
    const overview = await cy.request('GET', '/api/billing');
    expect(overview.body.subscription).toMatchObject({ status: 'incomplete' });
    expect(overview.body.actions).toMatchObject({
      needsPaymentMethod: true,
      cancel: 'immediately',
      upgrade: false,
    });

    const updated = await cy.request('PUT', '/api/billing/payment-method', {
      paymentMethodId: await card(cy, OFFLINE_CARDS.succeeds),
    });
    expect(updated.body).toMatchObject({ outcome: 'paid', card: { last4: '4242' } });
    expect(await planOf('cy@example.com')).toBe('starter');
    expect((await cy.request('GET', '/api/billing')).body.subscription.status).toBe('active');
  });

  it('a card that asks the bank waits in the confirming step; approving activates, declining does not', async () => {
    const di = await t.expert('di@example.com');
    const res = await subscribe(di, OFFLINE_CARDS.authenticate, 'pro_yearly', 'pro');
    expect(res.body).toMatchObject({ outcome: 'requires_action', message: null });
    expect(await planOf('di@example.com')).toBe('free');

    // Another expert cannot confirm it.
    const eve = await t.expert('eve@example.com');
    await subscribe(eve, OFFLINE_CARDS.authenticate);
    const theirs = await eve.request('POST', '/api/billing/subscription/confirm', {
      invoiceId: res.body.invoiceId,
      approve: true,
    });
    expect(theirs.status).toBe(404);

    const declined = await di.request('POST', '/api/billing/subscription/confirm', {
      invoiceId: res.body.invoiceId,
      approve: false,
    });
    expect(declined.body).toMatchObject({ outcome: 'declined', message: ACTIVATION_FAILED });
    expect(await planOf('di@example.com')).toBe('free');
    const approved = await di.request('POST', '/api/billing/subscription/confirm', {
      invoiceId: res.body.invoiceId,
      approve: true,
    });
    expect(approved.body).toMatchObject({ outcome: 'paid' });
    expect(await planOf('di@example.com')).toBe('pro');
  });
});

describe('changing, cancelling and reactivating on the offline adapter', () => {
  it('upgrades monthly to yearly with a prorated preview, cancels at period end, reactivates', async () => {
    const fay = await t.expert('fay@example.com');
    await subscribe(fay, OFFLINE_CARDS.succeeds);
    const preview = await fay.request('POST', '/api/billing/subscription/preview', {
      planId: 'starter',
      priceId: 'starter_yearly',
    });
    expect(preview.status).toBe(200);
    // The yearly price less the unused month (all of it, a moment after paying).
    expect(preview.body).toMatchObject({
      amountDue: 10800,
      currency: 'USD',
      display: '$108.00',
      planName: 'Starter',
      interval: 'year',
    });

    const changed = await fay.request('PUT', '/api/billing/subscription/price', {
      planId: 'starter',
      priceId: 'starter_yearly',
    });
    expect(changed.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const yearly = await fay.request('GET', '/api/billing');
    expect(yearly.body).toMatchObject({
      priceId: 'starter_yearly',
      subscription: { interval: 'year', unitAmount: 12000 },
      actions: { upgrade: false, downgrade: true },
    });
    expect(yearly.body.invoices.map((i: { total: number }) => i.total)).toEqual([10800, 1200]);

    // Not the same price again.
    const same = await fay.request('PUT', '/api/billing/subscription/price', {
      planId: 'starter',
      priceId: 'starter_yearly',
    });
    expect(same.status).toBe(409);

    expect((await fay.request('POST', '/api/billing/subscription/reactivate')).body.error.message).toBe(
      CANNOT_REACTIVATE,
    );
    const cancelled = await fay.request('POST', '/api/billing/subscription/cancel');
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    // At period end: the plan stays until then.
    expect(await planOf('fay@example.com')).toBe('starter');
    const ending = await fay.request('GET', '/api/billing');
    expect(ending.body.actions).toMatchObject({
      cancel: null,
      reactivate: true,
      upgrade: false,
      downgrade: false,
    });
    expect(ending.body.nextInvoice).toBeNull();

    const back = await fay.request('POST', '/api/billing/subscription/reactivate');
    expect(back.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await fay.request('GET', '/api/billing')).body.actions.reactivate).toBe(false);
  });

  it('a failed renewal makes it past_due (plan kept, dunning email), and cancelling then is immediate', async () => {
    const gus = await t.expert('gus@example.com');
    await subscribe(gus, OFFLINE_CARDS.failsLater);
    expect(await planOf('gus@example.com')).toBe('starter');
    const overview = await gus.request('GET', '/api/billing');
    const [row] = await db().select().from(users).where(eq(users.email, 'gus@example.com'));
    const billing = t.services.deps.billing as import('../../integrations/billing/offline').OfflineBilling;
    const { findLiveSubscription } = await import('./repository');
    const live = await findLiveSubscription(db(), row!.id);
    await billing.renew(live!.stripeSubscriptionId!);
    expect((await gus.request('GET', '/api/billing')).body.subscription.status).toBe('past_due');
    expect(await planOf('gus@example.com')).toBe('starter');
    const [dunning] = await t.emailsTo('gus@example.com');
    expect(dunning!.subject).toBe('Your Starter plan renewal payment failed');
    expect(dunning!.text).toContain("We weren't able to charge your credit card…");
    expect(dunning!.text).toContain(`${TEST_PUBLIC_URL}/dashboard/account/billing/subscription/update`);
    expect(overview.body.subscription.status).toBe('active');

    const cancelled = await gus.request('POST', '/api/billing/subscription/cancel');
    expect(cancelled.body).toMatchObject({ status: 'canceled' });
    // spec: on cancellation the plan changes to the default plan.
    expect(await planOf('gus@example.com')).toBe('free');
    const after = await gus.request('GET', '/api/billing');
    expect(after.body).toMatchObject({ subscription: null, actions: { subscribe: true } });
  });
});

describe('plan gates when the plan goes', () => {
  it('discount codes stop applying at checkout once the subscription ends (the codes are kept)', async () => {
    const ivy = await setUpExpert(t, 'ivy@example.com', 'ivy-coaching');
    const serviceId = await ivy.service({ title: 'Strategy call', price: 80 });
    await subscribe(ivy.expert, OFFLINE_CARDS.failsLater);
    const created = await ivy.expert.request('POST', '/api/discounts', {
      code: 'SPRING10',
      valueType: 'percentage',
      percentOff: 10,
      amountOff: null,
      maxRedemptions: null,
      clientId: null,
      products: null,
    });
    expect(created.status).toBe(201);
    const preview = () =>
      t.client().request('POST', '/api/public/pages/ivy-coaching/discounts/preview', {
        code: 'spring10',
        email: 'jo@example.com',
        item: { kind: 'service', id: serviceId },
      });
    expect((await preview()).body).toMatchObject({ amountOff: 800 });

    const billing = t.services.deps.billing as import('../../integrations/billing/offline').OfflineBilling;
    const { findLiveSubscription } = await import('./repository');
    const live = await findLiveSubscription(db(), ivy.userId);
    await billing.renew(live!.stripeSubscriptionId!);
    await ivy.expert.request('POST', '/api/billing/subscription/cancel');
    expect(await planOf('ivy@example.com')).toBe('free');
    const refused = await preview();
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(DISCOUNT_UNKNOWN);
    // The code is kept: the expert still sees it.
    expect((await ivy.expert.request('GET', '/api/discounts')).body).toHaveLength(1);
  });
});

describe('lifetime codes', () => {
  it('redeems a code once, ignoring case; 20 experts at once: exactly one wins', async () => {
    const code = 'SLOT-LIFE-ABCD-1234';
    await insertLifetimeCodes(db(), [
      { id: newId(), codeHash: lifetimeCodeHash(code), planId: 'lifetime_tier2' },
    ]);
    const experts = await Promise.all(Array.from({ length: 20 }, (_, i) => t.expert(`life${i}@example.com`)));
    const answers = await Promise.all(
      experts.map((expert) =>
        expert.request('POST', '/api/billing/lifetime-codes/redeem', { code: code.toLowerCase() }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body).toMatchObject({
      plan: { id: 'lifetime_tier2', type: 'lifetime', name: 'Lifetime Tier 2' },
      actions: { subscribe: false },
    });
    const lost = answers.filter((a) => a.status !== 200);
    expect(lost.every((a) => a.status === 400 && a.body.error.message === INVALID_LIFETIME_CODE)).toBe(true);
    const plans = await Promise.all(experts.map((_, i) => planOf(`life${i}@example.com`)));
    expect(plans.filter((p) => p === 'lifetime_tier2')).toHaveLength(1);
  });

  it('refuses a code while a subscription is running', async () => {
    const code = 'another-code-5678';
    await insertLifetimeCodes(db(), [
      { id: newId(), codeHash: lifetimeCodeHash(code), planId: 'lifetime_tier1' },
    ]);
    const hal = await t.expert('hal@example.com');
    await subscribe(hal, OFFLINE_CARDS.succeeds);
    const res = await hal.request('POST', '/api/billing/lifetime-codes/redeem', { code });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(LIFETIME_WITH_SUBSCRIPTION);
    expect(await planOf('hal@example.com')).toBe('starter');
  });
});
