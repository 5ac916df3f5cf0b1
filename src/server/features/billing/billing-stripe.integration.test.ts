import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_FAILED,
  CHARGE_FAILED,
  INVALID_PLAN_OR_PRICE,
  NO_INVOICE_DATA,
  NO_SUBSCRIPTION,
} from '../../../domain/billing/messages';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { users } from '../../db/schema/auth';
import { subscriptions } from '../../db/schema/billing';
import { bookingPages } from '../../db/schema/booking-pages';
import { workflows } from '../../db/schema/workflows';
import { newId } from '../../ids';
import { expertWithPage } from '../../testing/experts';
import { type FakeStripe, startFakeStripe } from '../../testing/fakes/stripe-fake';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';

// Issue 20 with the official Stripe SDK against the local fake Stripe: subscriptions on the
// platform account, and the plan moving only when Stripe's signed webhook says so, once.

const SECRET = 'whsec_billing_secret_for_the_fake';
const ENDPOINT = `${TEST_PUBLIC_URL}/api/webhooks/stripe-billing`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const PRICES: Record<string, [number, 'month' | 'year']> = {
  starter_monthly: [1200, 'month'],
  starter_yearly: [12000, 'year'],
  pro_monthly: [2900, 'month'],
  pro_yearly: [29000, 'year'],
  growth_monthly: [5900, 'month'],
  growth_yearly: [59000, 'year'],
};

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  for (const [id, [amount, interval]] of Object.entries(PRICES))
    fake.addPrice(`price_${id}`, amount, interval);
  t = await createTestApp({
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_BILLING_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
    BILLING_STRIPE_PRICES: Object.keys(PRICES)
      .map((id) => `${id}=price_${id}`)
      .join(','),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.services.deps.database.db;
type Event = ReturnType<FakeStripe['takeBillingEvents']>[number];
const send = (event: Event, secret = SECRET, at = nowSeconds()) =>
  Promise.resolve(t.fetch(fake.signed(event, ENDPOINT, secret, at)));
/** Stripe delivers what it has to send; each must be accepted. */
async function deliverAll() {
  const events = fake.takeBillingEvents();
  for (const event of events) {
    const res = await send(event);
    expect(res.status, event.type).toBe(200);
  }
  return events;
}
async function planOf(email: string) {
  const [row] = await db()
    .select({ plan: users.pricingPlanId, price: users.pricingPriceId })
    .from(users)
    .where(eq(users.email, email));
  return row!;
}
const subscribe = (
  expert: TestClient,
  paymentMethodId: string,
  planId = 'starter',
  priceId = 'starter_monthly',
) => expert.request('POST', '/api/billing/subscription', { planId, priceId, paymentMethodId });

describe('subscribing with Stripe', () => {
  it('creates the subscription on the platform and pays its first invoice; the plan moves on the webhook only', async () => {
    const { client: ada } = await expertWithPage(t, 'ada@example.com', 'ada');
    const res = await subscribe(ada, 'pm_card_visa');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'paid', card: { brand: 'visa', last4: '4242' } });
    const create = fake.calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions')!;
    expect(create.account).toBeNull();
    expect(create.params).toMatchObject({
      items: [{ price: 'price_starter_monthly' }],
      payment_behavior: 'default_incomplete',
      metadata: { slotwise_user_id: expect.any(String) },
    });
    expect(create.idempotencyKey).toMatch(/^subscribe:/);
    expect(fake.calls.some((c) => c.path.match(/^\/v1\/invoices\/in_[^/]+\/pay$/))).toBe(true);

    // Not before Stripe says so.
    expect((await planOf('ada@example.com')).plan).toBe('free');
    const events = fake.takeBillingEvents();
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    // A forged signature, and a stale one (a replayed request), change nothing.
    expect((await send(events[2]!, 'whsec_forged')).status).toBe(400);
    expect((await send(events[2]!, SECRET, nowSeconds() - 600)).status).toBe(400);
    expect((await planOf('ada@example.com')).plan).toBe('free');

    for (const event of events) expect((await send(event)).status).toBe(200);
    expect(await planOf('ada@example.com')).toEqual({ plan: 'starter', price: 'starter_monthly' });
    // Stripe's retry of the same event: nothing more.
    const again = await send(events[2]!);
    expect(await again.json()).toEqual({ received: true, duplicate: true });

    // spec: gates follow the plan at once.
    const branding = await ada.request('PUT', '/api/booking-page/branding', {
      accentColor: '#336699',
      backgroundColor: '',
    });
    expect(branding.status).toBe(200);

    const overview = await ada.request('GET', '/api/billing');
    expect(overview.body).toMatchObject({
      provider: 'stripe',
      cardEntry: 'hosted',
      plan: { id: 'starter' },
      subscription: {
        status: 'active',
        unitAmount: 1200,
        currency: 'USD',
        interval: 'month',
        paymentStatus: 'paid',
      },
      nextInvoice: { amountDue: 1200, currency: 'USD' },
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    expect(overview.body.invoices).toEqual([
      expect.objectContaining({
        total: 1200,
        amountPaid: 1200,
        status: 'paid',
        pdfUrl: expect.stringMatching(/\/pdf$/),
      }),
    ]);
  });

  it('sends the browser to Stripe Checkout without a card; the subscription comes by webhook', async () => {
    const bea = await t.expert('bea@example.com');
    const res = await bea.request('POST', '/api/billing/subscription', {
      planId: 'pro',
      priceId: 'pro_yearly',
    });
    expect(res.body).toMatchObject({ outcome: 'redirect', url: expect.stringContaining('/c/pay/cs_test_') });
    const create = fake.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(create.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_pro_yearly', quantity: '1' }],
      success_url: `${TEST_PUBLIC_URL}/dashboard/account/billing?subscribed=1`,
      cancel_url: `${TEST_PUBLIC_URL}/dashboard/account/billing/subscription`,
    });
    fake.completeSubscriptionCheckout(res.body.url.split('/').at(-1));
    await deliverAll();
    expect(await planOf('bea@example.com')).toEqual({ plan: 'pro', price: 'pro_yearly' });
  });

  it("refuses an unknown plan or price with the spec's message, before calling Stripe", async () => {
    const cal = await t.expert('cal@example.com');
    const before = fake.calls.length;
    const res = await subscribe(cal, 'pm_card_visa', 'pro', 'starter_yearly');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(INVALID_PLAN_OR_PRICE);
    expect(fake.calls.length).toBe(before);
  });

  it('a declined first charge: incomplete with the failed-charge message; the card update goes through the confirming step', async () => {
    const dee = await t.expert('dee@example.com');
    const res = await subscribe(dee, 'pm_card_chargeDeclined');
    expect(res.body).toMatchObject({ outcome: 'declined', message: ACTIVATION_FAILED });
    await deliverAll();
    expect((await planOf('dee@example.com')).plan).toBe('free');
    const incomplete = await dee.request('GET', '/api/billing');
    expect(incomplete.body.subscription).toMatchObject({ status: 'incomplete' });
    expect(incomplete.body.actions).toMatchObject({ needsPaymentMethod: true, cancel: 'immediately' });

    // The new card asks the bank: the confirming step.
    const update = await dee.request('PUT', '/api/billing/payment-method', {
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    expect(update.body).toMatchObject({
      outcome: 'requires_action',
      clientSecret: expect.stringContaining('_secret_'),
      confirmUrl: expect.stringContaining('/i/in_'),
      card: { last4: '3184' },
    });
    const setDefault = fake.calls.findLast(
      (c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/'),
    )!;
    expect(setDefault.params).toMatchObject({ default_payment_method: expect.stringMatching(/^pm_/) });
    await deliverAll();
    expect((await planOf('dee@example.com')).plan).toBe('free');

    // The bank confirmed in Stripe's page: activating, then updated.
    fake.confirmInvoice(update.body.invoiceId);
    await deliverAll();
    expect(await planOf('dee@example.com')).toEqual({ plan: 'starter', price: 'starter_monthly' });
    expect((await dee.request('GET', '/api/billing')).body.subscription.status).toBe('active');
  });
});

describe('changing the price with Stripe', () => {
  it('previews and makes the upgrade to yearly (prorated, invoiced now) and the downgrade back', async () => {
    const eve = await t.expert('eve@example.com');
    await subscribe(eve, 'pm_card_visa');
    await deliverAll();
    const preview = await eve.request('POST', '/api/billing/subscription/preview', {
      planId: 'starter',
      priceId: 'starter_yearly',
    });
    expect(preview.body).toEqual({
      amountDue: 10800,
      currency: 'USD',
      display: '$108.00',
      planName: 'Starter',
      interval: 'year',
    });
    const previewCall = fake.calls.findLast((c) => c.path === '/v1/invoices/create_preview')!;
    expect(previewCall.params).toMatchObject({
      subscription_details: {
        items: [{ price: 'price_starter_yearly' }],
        proration_behavior: 'always_invoice',
      },
    });

    const upgraded = await eve.request('PUT', '/api/billing/subscription/price', {
      planId: 'starter',
      priceId: 'starter_yearly',
    });
    expect(upgraded.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const update = fake.calls.findLast(
      (c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/'),
    )!;
    expect(update.params).toMatchObject({
      items: [{ price: 'price_starter_yearly' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'allow_incomplete',
    });
    await deliverAll();
    expect(await planOf('eve@example.com')).toEqual({ plan: 'starter', price: 'starter_yearly' });
    const yearly = await eve.request('GET', '/api/billing');
    expect(yearly.body).toMatchObject({
      subscription: { interval: 'year', unitAmount: 12000 },
      actions: { upgrade: false, downgrade: true },
    });

    const down = await eve.request('POST', '/api/billing/subscription/preview', {
      planId: 'starter',
      priceId: 'starter_monthly',
    });
    // Unused yearly time exceeds a month's price: nothing due today.
    expect(down.body).toMatchObject({ amountDue: 0, display: '$0.00', interval: 'month' });
    const downgraded = await eve.request('PUT', '/api/billing/subscription/price', {
      planId: 'starter',
      priceId: 'starter_monthly',
    });
    expect(downgraded.body.status).toBe('active');
    await deliverAll();
    expect(await planOf('eve@example.com')).toEqual({ plan: 'starter', price: 'starter_monthly' });
  });

  it('answers past_due when the prorated charge fails (a warning, the plan kept)', async () => {
    const fin = await t.expert('fin@example.com');
    await subscribe(fin, 'pm_card_chargeCustomerFail');
    await deliverAll();
    expect((await planOf('fin@example.com')).plan).toBe('starter');
    const res = await fin.request('PUT', '/api/billing/subscription/price', {
      planId: 'starter',
      priceId: 'starter_yearly',
    });
    expect(res.body).toMatchObject({ status: 'past_due' });
    await deliverAll();
    const overview = await fin.request('GET', '/api/billing');
    expect(overview.body.subscription).toMatchObject({
      status: 'past_due',
      interval: 'year',
      paymentStatus: 'failed',
    });
    expect(overview.body.actions).toMatchObject({ cancel: 'immediately', needsPaymentMethod: true });
  });

  it("says 'Response has no invoice data' when Stripe's preview is empty", async () => {
    const gil = await t.expert('gil@example.com');
    await subscribe(gil, 'pm_card_visa');
    await deliverAll();
    fake.billing.emptyPreviews = true;
    try {
      const res = await gil.request('POST', '/api/billing/subscription/preview', {
        planId: 'starter',
        priceId: 'starter_yearly',
      });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe(NO_INVOICE_DATA);
    } finally {
      fake.billing.emptyPreviews = false;
    }
  });
});

describe('renewals, cancelling and reactivating with Stripe', () => {
  it('a failed renewal: past_due on the webhook, plan kept, one dunning email however often Stripe delivers', async () => {
    const hal = await t.expert('hal@example.com');
    await subscribe(hal, 'pm_card_chargeCustomerFail');
    await deliverAll();
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.status, 'active'));
    const mine = await db()
      .select()
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.email, 'hal@example.com'));
    expect(row).toBeDefined();
    fake.renewSubscription(mine[0]!.subscriptions.stripeSubscriptionId!);
    const events = await deliverAll();
    expect(events.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    for (const event of events) await send(event);
    expect((await hal.request('GET', '/api/billing')).body.subscription.status).toBe('past_due');
    expect((await planOf('hal@example.com')).plan).toBe('starter');
    const emails = await t.emailsTo('hal@example.com');
    const dunning = emails.filter((e) => e.subject === 'Your Starter plan renewal payment failed');
    expect(dunning).toHaveLength(1);
    expect(dunning[0]!.text).toContain(CHARGE_FAILED);
    expect(dunning[0]!.text).toContain('$12.00');

    // spec: past_due cancels immediately; the plan goes back to the default.
    const cancelled = await hal.request('POST', '/api/billing/subscription/cancel');
    expect(cancelled.body).toMatchObject({ status: 'canceled' });
    expect(fake.calls.findLast((c) => c.method === 'DELETE')!.path).toBe(
      `/v1/subscriptions/${mine[0]!.subscriptions.stripeSubscriptionId}`,
    );
    await deliverAll();
    expect(await planOf('hal@example.com')).toEqual({ plan: 'free', price: null });
    expect((await hal.request('GET', '/api/billing')).body.subscription).toBeNull();
  });

  it("a new card on Stripe's page (Checkout, mode setup) pays the failed renewal; another expert cannot use that page's return", async () => {
    const lou = await t.expert('lou@example.com');
    await subscribe(lou, 'pm_card_chargeCustomerFail');
    await deliverAll();
    const mine = await db()
      .select()
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.email, 'lou@example.com'));
    fake.renewSubscription(mine[0]!.subscriptions.stripeSubscriptionId!);
    await deliverAll();
    expect((await lou.request('GET', '/api/billing')).body.subscription.status).toBe('past_due');

    const started = await lou.request('POST', '/api/billing/payment-method/checkout');
    expect(started.status).toBe(200);
    const create = fake.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(create.params).toMatchObject({
      mode: 'setup',
      customer: expect.stringMatching(/^cus_/),
      success_url: `${TEST_PUBLIC_URL}/dashboard/account/billing/subscription/update?setup_session={CHECKOUT_SESSION_ID}`,
    });
    const sessionId = started.body.url.split('/').at(-1);
    const back = new URL(fake.completeSetupCheckout(sessionId, 'pm_card_visa'));
    expect(back.searchParams.get('setup_session')).toBe(sessionId);

    const stranger = await t.expert('max@example.com');
    await subscribe(stranger, 'pm_card_visa');
    const theirs = await stranger.request('PUT', '/api/billing/payment-method', {
      setupSessionId: sessionId,
    });
    expect(theirs.status).toBe(404);

    const updated = await lou.request('PUT', '/api/billing/payment-method', { setupSessionId: sessionId });
    expect(updated.body).toMatchObject({ outcome: 'paid', card: { last4: '4242' } });
    await deliverAll();
    const overview = await lou.request('GET', '/api/billing');
    expect(overview.body.subscription).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    expect(overview.body.card).toMatchObject({ last4: '4242' });
  });

  it('cancels an active subscription at period end, reactivates it, and ignores an older event that arrives late', async () => {
    const ivy = await t.expert('ivy@example.com');
    await subscribe(ivy, 'pm_card_visa');
    await deliverAll();
    const cancelled = await ivy.request('POST', '/api/billing/subscription/cancel');
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(
      fake.calls.findLast((c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/'))!.params,
    ).toEqual({
      cancel_at_period_end: 'true',
    });
    const [ending] = fake.takeBillingEvents();
    expect((await send(ending!)).status).toBe(200);
    expect((await planOf('ivy@example.com')).plan).toBe('starter');
    expect((await ivy.request('GET', '/api/billing')).body.actions).toMatchObject({
      reactivate: true,
      cancel: null,
    });

    const back = await ivy.request('POST', '/api/billing/subscription/reactivate');
    expect(back.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const [reactivated] = fake.takeBillingEvents();
    // Stripe sends in any order: an event about an older state, arriving after the reactivation's,
    // must not undo it.
    expect((await send(reactivated!)).status).toBe(200);
    expect((await send({ ...ending!, id: `${ending!.id}_late`, created: ending!.created - 10 })).status).toBe(
      200,
    );
    expect((await ivy.request('GET', '/api/billing')).body.subscription.cancelAtPeriodEnd).toBe(false);

    // The period ends with cancellation set: deleted, back to the default plan.
    await ivy.request('POST', '/api/billing/subscription/cancel');
    await deliverAll();
    const sub = [...fake.billing.subscriptions.values()].find((s) => s.cancel_at_period_end)!;
    fake.renewSubscription(sub.id);
    await deliverAll();
    expect(await planOf('ivy@example.com')).toEqual({ plan: 'free', price: null });
  });

  it('losing multipleWorkflows keeps the workflows but pauses all but the first active one', async () => {
    const { client: jo, owner } = await expertWithPage(t, 'jo@example.com', 'jo-flows');
    await subscribe(jo, 'pm_card_visa', 'pro', 'pro_monthly');
    await deliverAll();
    const ids = [newId(), newId(), newId()];
    for (const [i, id] of ids.entries()) {
      await db()
        .insert(workflows)
        .values({
          id,
          pageId: owner.pageId,
          name: `Flow ${i}`,
          type: 'session',
          active: true,
          createdAt: new Date(Date.UTC(2030, 0, i + 1)),
        });
    }
    await db()
      .update(bookingPages)
      .set({ workflowsCount: 3, workflowsActiveCount: 3 })
      .where(eq(bookingPages.id, owner.pageId));
    await jo.request('POST', '/api/billing/subscription/cancel');
    const sub = [...fake.billing.subscriptions.values()].findLast((s) => s.cancel_at_period_end)!;
    fake.renewSubscription(sub.id);
    await deliverAll();
    expect((await planOf('jo@example.com')).plan).toBe('free');
    const active = await db()
      .select({ id: workflows.id })
      .from(workflows)
      .where(and(eq(workflows.pageId, owner.pageId), eq(workflows.active, true)));
    expect(active.map((w) => w.id)).toEqual([ids[0]]);
    const [page] = await db().select().from(bookingPages).where(eq(bookingPages.id, owner.pageId));
    expect(page).toMatchObject({ workflowsCount: 3, workflowsActiveCount: 1 });
    const [notice] = (await t.emailsTo('jo@example.com')).filter((e) =>
      e.subject.startsWith('Your plan changed'),
    );
    expect(notice!.subject).toBe('Your plan changed: we paused 2 workflows');
    expect(notice!.text).toContain('You are on the Free plan now, which keeps one workflow active.');
    expect(notice!.text).toContain(`${TEST_PUBLIC_URL}/dashboard/account/billing`);
    const branding = await jo.request('PUT', '/api/booking-page/branding', {
      accentColor: '#336699',
      backgroundColor: '',
    });
    expect(branding.status).toBe(403);
    expect(branding.body.error.message).toBe(upgradeMessage('branding'));
  });

  it("keeps experts apart: one without a subscription has nothing to cancel; an unknown customer's event changes nobody", async () => {
    const kit = await t.expert('kit@example.com');
    for (const path of ['/api/billing/subscription/cancel', '/api/billing/subscription/reactivate']) {
      const res = await kit.request('POST', path);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(NO_SUBSCRIPTION);
    }
    // A subscription made at Stripe by hand, for someone else's customer.
    const customer = [...fake.billing.customers.keys()][0]!;
    const before = await db().select().from(subscriptions);
    fake.billing.customers.set('cus_stranger', {
      ...fake.billing.customers.get(customer)!,
      id: 'cus_stranger',
      metadata: {},
    });
    const stranger = await fake.billing.subscriptions.values().next().value;
    expect(stranger).toBeDefined();
    const event = {
      ...fake.takeBillingEvents()[0],
      id: 'evt_stranger',
      object: 'event' as const,
      type: 'customer.subscription.updated' as const,
      created: nowSeconds(),
      account: undefined,
      api_version: null,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { ...stranger!, id: 'sub_stranger', customer: 'cus_stranger', metadata: {} } },
    };
    expect((await send(event as Event)).status).toBe(200);
    expect(await db().select().from(subscriptions)).toHaveLength(before.length);
  });
});
