import { createHash } from 'node:crypto';
import type {
  BillingOverview,
  InvoicePreview,
  PaymentResult,
  SubscriptionChange,
} from '../../../domain/billing/billing-view';
import type { PaymentMethodInput } from '../../../domain/billing/inputs';
import {
  ACTIVATION_FAILED,
  ALREADY_SUBSCRIBED,
  CANNOT_CANCEL,
  CANNOT_REACTIVATE,
  CANNOT_SWITCH,
  CARD_ENTRY_HOSTED,
  CHARGE_FAILED,
  INVALID_LIFETIME_CODE,
  INVALID_PLAN_OR_PRICE,
  LIFETIME_WITH_SUBSCRIPTION,
  NO_INVOICE_DATA,
  NO_SUBSCRIPTION,
  NO_SUBSCRIPTION_DATA,
  NOTHING_TO_CONFIRM,
} from '../../../domain/billing/messages';
import {
  cancellationFor,
  canReactivate,
  canSwitchTo,
  canUpdatePaymentMethod,
  formatAmountDue,
  hasEnded,
  needsPaymentMethod,
  type SubscriptionState,
} from '../../../domain/billing/subscription-rules';
import { getPlan } from '../../../domain/plans/access';
import { findPlanPrice, PLANS, type PlanId } from '../../../domain/plans/catalogue';
import { FEATURE_KEYS } from '../../../domain/plans/features';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import type {
  BillingAdapter,
  PaymentAttempt,
  SubscriptionSnapshot,
} from '../../integrations/billing/adapter';
import { providerPriceId } from '../../integrations/billing/from-config';
import { applyPlanGates } from './apply-event';
import {
  endOtherLiveRows,
  findCustomer,
  findLiveSubscription,
  findUser,
  insertSubscription,
  keepFirstCustomerId,
  lockCustomer,
  redeemCode,
  type SubscriptionRow,
  saveCard,
  setUserPlan,
} from './repository';

// Billing's use cases (issue 20, ADR 055). They ask the provider; the provider's events
// (apply-event.ts) are what move the plan. Every call is scoped to the signed-in expert: their
// customer and their subscription, never an id from the request.

export type BillingDeps = Pick<AppDeps, 'database' | 'billing' | 'config' | 'clock' | 'log'>;
type User = { id: string };

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

function adapterOf(deps: BillingDeps): BillingAdapter {
  // No billing configured: nothing is for sale.
  if (!deps.billing) throw notFound();
  return deps.billing;
}

const stateOf = (row: SubscriptionRow): SubscriptionState => ({
  status: row.status!,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  interval: row.priceInterval === 'year' ? 'year' : 'month',
});

/** The expert's live subscription (not a lifetime plan), or 404-style refusal. */
async function liveSubscription(deps: BillingDeps, userId: string) {
  const row = await findLiveSubscription(deps.database.db, userId);
  if (row?.planType !== 'subscription' || !row.stripeSubscriptionId || !row.status) {
    throw conflict(NO_SUBSCRIPTION);
  }
  return row as SubscriptionRow & { stripeSubscriptionId: string };
}

async function customerIdOf(deps: BillingDeps, userId: string): Promise<string> {
  const customer = await findCustomer(deps.database.db, userId);
  if (!customer?.stripeCustomerId) throw conflict(NO_SUBSCRIPTION);
  return customer.stripeCustomerId;
}

/**
 * The expert's customer at the provider, made once: Stripe's create is keyed by the expert, and
 * only the first id is kept (no transaction is held open across the provider's call).
 */
async function ensureCustomer(deps: BillingDeps, adapter: BillingAdapter, userId: string): Promise<string> {
  const db = deps.database.db;
  const existing = await findCustomer(db, userId);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  const id = await adapter.createCustomer({ userId, email: user.email, name: user.name });
  return keepFirstCustomerId(db, userId, id);
}

function resolvePrice(deps: BillingDeps, planId: string, priceId: string) {
  const found = findPlanPrice(planId, priceId);
  const provider = found ? providerPriceId(deps.config, found.price.id) : undefined;
  // spec: 'Invalid pricing plan or price id' is reported.
  if (!found || !provider) throw badRequest(INVALID_PLAN_OR_PRICE);
  return { ...found, provider };
}

function paymentResult(
  attempt: PaymentAttempt | null,
  declinedMessage: string,
  card: PaymentResult['card'] = null,
): PaymentResult {
  const base = { url: null, message: null, invoiceId: null, clientSecret: null, confirmUrl: null, card };
  if (!attempt || attempt.outcome === 'paid') return { ...base, outcome: 'paid' };
  if (attempt.outcome === 'declined') return { ...base, outcome: 'declined', message: declinedMessage };
  return {
    ...base,
    outcome: 'requires_action',
    invoiceId: attempt.invoiceId,
    clientSecret: attempt.clientSecret,
    confirmUrl: attempt.confirmUrl,
  };
}

export async function getOverview(deps: BillingDeps, user: User): Promise<BillingOverview> {
  const db = deps.database.db;
  const [row, customer, account] = await Promise.all([
    findLiveSubscription(db, user.id),
    findCustomer(db, user.id),
    findUser(db, user.id),
  ]);
  const plan = getPlan(account?.pricingPlanId);
  const adapter = deps.billing;
  const subscription = row?.planType === 'subscription' && row.status ? row : null;
  const state = subscription ? stateOf(subscription) : null;
  const customerId = customer?.stripeCustomerId ?? null;
  let nextInvoice: BillingOverview['nextInvoice'] = null;
  if (
    adapter &&
    subscription?.stripeSubscriptionId &&
    customerId &&
    state &&
    !state.cancelAtPeriodEnd &&
    !hasEnded(state.status) &&
    state.status !== 'incomplete'
  ) {
    const upcoming = await adapter
      .previewInvoice({ customerId, subscriptionId: subscription.stripeSubscriptionId })
      .catch((error: unknown) => {
        deps.log.warn('billing: the upcoming invoice could not be read', { error: String(error) });
        return null;
      });
    if (upcoming && subscription.currentPeriodEnd) {
      nextInvoice = {
        date: subscription.currentPeriodEnd.toISOString(),
        amountDue: upcoming.amountDue,
        currency: upcoming.currency,
      };
    }
  }
  const invoices = adapter && customerId ? await adapter.listInvoices(customerId) : [];
  const card =
    customer?.stripeCardLast4 && customer.stripeCardBrand
      ? {
          brand: customer.stripeCardBrand,
          last4: customer.stripeCardLast4,
          expMonth: customer.stripeCardExpMonth ?? 0,
          expYear: customer.stripeCardExpYear ?? 0,
        }
      : null;
  const lifetime = plan.type === 'lifetime';
  return {
    provider: adapter?.kind ?? 'none',
    cardEntry: adapter?.cardEntry ?? null,
    plan: {
      id: plan.id,
      name: plan.name,
      type: plan.type,
      description: plan.description,
      applicationFeePercentage: plan.applicationFeePercentage,
      monthlyCallsParticipantSeconds: plan.monthlyCallsParticipantSeconds,
      features: FEATURE_KEYS.filter((key) => plan.features[key]),
    },
    priceId: account?.pricingPriceId ?? null,
    subscription: subscription
      ? {
          planId: subscription.planId,
          priceId: subscription.priceId,
          status: subscription.status!,
          paymentStatus: subscription.paymentStatus,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          unitAmount: subscription.unitAmount,
          currency: subscription.currency,
          interval:
            subscription.priceInterval === 'year'
              ? 'year'
              : subscription.priceInterval === 'month'
                ? 'month'
                : null,
        }
      : null,
    actions: {
      cancel: state ? cancellationFor(state) : null,
      reactivate: state ? canReactivate(state) : false,
      upgrade: state ? canSwitchTo(state, 'year') : false,
      downgrade: state ? canSwitchTo(state, 'month') : false,
      updatePaymentMethod: Boolean(adapter) && (state ? canUpdatePaymentMethod(state.status) : false),
      needsPaymentMethod: state ? needsPaymentMethod(state.status) : false,
      subscribe: Boolean(adapter) && !lifetime && !subscription,
      redeemLifetimeCode: !subscription,
    },
    nextInvoice,
    card,
    invoices: invoices.map((invoice) => ({ ...invoice, created: iso(invoice.created)! })),
  };
}

/** The offline adapter's embedded card form (Stripe.js's createPaymentMethod); Stripe: 409. */
export async function createCard(
  deps: BillingDeps,
  input: { number: string; expiry: string },
): Promise<{ paymentMethodId: string; card: NonNullable<PaymentResult['card']> }> {
  const adapter = adapterOf(deps);
  if (!adapter.createCardPaymentMethod) throw conflict(CARD_ENTRY_HOSTED);
  const [month, year] = input.expiry.split('/').map((part) => Number(part.trim()));
  const made = await adapter.createCardPaymentMethod({
    number: input.number,
    expMonth: month!,
    expYear: 2000 + year!,
  });
  return { paymentMethodId: made.id, card: made.card };
}

export async function subscribe(
  deps: BillingDeps,
  user: User,
  input: { planId: string; priceId: string; paymentMethodId?: string | undefined },
): Promise<PaymentResult> {
  const adapter = adapterOf(deps);
  const price = resolvePrice(deps, input.planId, input.priceId);
  const account = await findUser(deps.database.db, user.id);
  if (account && PLANS[account.pricingPlanId as PlanId]?.type === 'lifetime')
    throw conflict(ALREADY_SUBSCRIBED);
  const live = await findLiveSubscription(deps.database.db, user.id);
  if (live) throw conflict(ALREADY_SUBSCRIBED);
  const customerId = await ensureCustomer(deps, adapter, user.id);
  const back = `${deps.config.publicUrl}/dashboard/account/billing`;
  if (!input.paymentMethodId) {
    if (!adapter.createCheckout) throw badRequest(CARD_ENTRY_HOSTED);
    const { url } = await adapter.createCheckout({
      customerId,
      userId: user.id,
      priceId: price.provider,
      successUrl: `${back}?subscribed=1`,
      cancelUrl: `${back}/subscription`,
    });
    return {
      outcome: 'redirect',
      url,
      message: null,
      invoiceId: null,
      clientSecret: null,
      confirmUrl: null,
      card: null,
    };
  }
  const { payment } = await adapter.subscribe({
    customerId,
    userId: user.id,
    priceId: price.provider,
    paymentMethodId: input.paymentMethodId,
    idempotencyKey: `${user.id}:${input.paymentMethodId}:${price.provider}`,
  });
  const card = await adapter.defaultCard(customerId);
  await saveCard(deps.database.db, user.id, card);
  // spec: the failed first charge: 'We weren't able to activate your subscription…'.
  return paymentResult(payment, ACTIVATION_FAILED, card);
}

/** The provider's page for a new card (Stripe Checkout, mode setup); it returns to the update screen. */
export async function startCardCheckout(deps: BillingDeps, user: User): Promise<{ url: string }> {
  const adapter = adapterOf(deps);
  if (!adapter.createSetupCheckout) throw conflict(NOTHING_TO_CONFIRM);
  const customerId = await customerIdOf(deps, user.id);
  const update = `${deps.config.publicUrl}/dashboard/account/billing/subscription/update`;
  return adapter.createSetupCheckout({
    customerId,
    // Stripe puts the session's id in place of the template.
    successUrl: `${update}?setup_session={CHECKOUT_SESSION_ID}`,
    cancelUrl: update,
  });
}

export async function updatePaymentMethod(
  deps: BillingDeps,
  user: User,
  input: PaymentMethodInput,
): Promise<PaymentResult> {
  const adapter = adapterOf(deps);
  const row = await findLiveSubscription(deps.database.db, user.id);
  const customerId = await customerIdOf(deps, user.id);
  const subscription = row?.planType === 'subscription' ? row : null;
  let paymentMethodId: string | null;
  if ('setupSessionId' in input) {
    // Only the expert's own, completed setup session names a card.
    paymentMethodId = adapter.setupPaymentMethod
      ? await adapter.setupPaymentMethod({ customerId, sessionId: input.setupSessionId })
      : null;
    if (!paymentMethodId) throw notFound();
  } else paymentMethodId = input.paymentMethodId;
  const { card, payment } = await adapter.updatePaymentMethod({
    customerId,
    subscriptionId: subscription?.stripeSubscriptionId ?? null,
    paymentMethodId,
  });
  await saveCard(deps.database.db, user.id, card);
  // spec: an incomplete subscription was never activated; a later charge failed otherwise.
  const message = subscription?.status === 'incomplete' ? ACTIVATION_FAILED : CHARGE_FAILED;
  return paymentResult(payment, message, card);
}

/** The bank's answer in the confirming step (offline: our stand-in of 3-D Secure). */
export async function confirmPayment(
  deps: BillingDeps,
  user: User,
  input: { invoiceId: string; approve: boolean },
): Promise<PaymentResult> {
  const adapter = adapterOf(deps);
  const row = await liveSubscription(deps, user.id);
  if (!adapter.confirmPayment) throw conflict(NOTHING_TO_CONFIRM);
  const current = await adapter.retrieveSubscription(row.stripeSubscriptionId);
  // Only the subscription's own open invoice: another expert's invoice id is not found.
  const invoices = await adapter.listInvoices(await customerIdOf(deps, user.id));
  if (!current || !invoices.some((invoice) => invoice.id === input.invoiceId)) throw notFound();
  if (current.latestInvoiceStatus !== 'open') throw conflict(NOTHING_TO_CONFIRM);
  const attempt = await adapter.confirmPayment(input);
  return paymentResult(attempt, row.status === 'incomplete' ? ACTIVATION_FAILED : CHARGE_FAILED);
}

function switchable(row: SubscriptionRow, interval: 'month' | 'year', priceId: string) {
  if (!canSwitchTo(stateOf(row), interval) || row.priceId === priceId) throw conflict(CANNOT_SWITCH);
}

export async function previewPriceChange(
  deps: BillingDeps,
  user: User,
  input: { planId: string; priceId: string },
): Promise<InvoicePreview> {
  const adapter = adapterOf(deps);
  const price = resolvePrice(deps, input.planId, input.priceId);
  const row = await liveSubscription(deps, user.id);
  switchable(row, price.price.interval, price.price.id);
  const preview = await adapter.previewInvoice({
    customerId: await customerIdOf(deps, user.id),
    subscriptionId: row.stripeSubscriptionId,
    priceId: price.provider,
  });
  // spec: 'Response has no invoice data' when the provider answers nothing.
  if (!preview) throw new AppError(502, 'no_invoice_data', NO_INVOICE_DATA);
  return {
    amountDue: preview.amountDue,
    currency: preview.currency,
    display: formatAmountDue(preview.amountDue),
    planName: price.plan.name,
    interval: price.price.interval,
  };
}

const changeOf = (snapshot: SubscriptionSnapshot): SubscriptionChange => ({
  status: snapshot.status,
  cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
  currentPeriodEnd: iso(snapshot.currentPeriodEnd),
});

export async function changePrice(
  deps: BillingDeps,
  user: User,
  input: { planId: string; priceId: string },
): Promise<SubscriptionChange> {
  const adapter = adapterOf(deps);
  const price = resolvePrice(deps, input.planId, input.priceId);
  const row = await liveSubscription(deps, user.id);
  switchable(row, price.price.interval, price.price.id);
  const snapshot = await adapter.changePrice({
    subscriptionId: row.stripeSubscriptionId,
    priceId: price.provider,
  });
  // spec: 'Response has no subscription data' when the provider answers nothing.
  if (!snapshot) throw new AppError(502, 'no_subscription_data', NO_SUBSCRIPTION_DATA);
  return changeOf(snapshot);
}

export async function cancelSubscription(deps: BillingDeps, user: User): Promise<SubscriptionChange> {
  const adapter = adapterOf(deps);
  const row = await liveSubscription(deps, user.id);
  const mode = cancellationFor(stateOf(row));
  if (!mode) throw conflict(CANNOT_CANCEL);
  return changeOf(
    await adapter.cancel({ subscriptionId: row.stripeSubscriptionId, immediately: mode === 'immediately' }),
  );
}

export async function reactivateSubscription(deps: BillingDeps, user: User): Promise<SubscriptionChange> {
  const adapter = adapterOf(deps);
  const row = await liveSubscription(deps, user.id);
  if (!canReactivate(stateOf(row))) throw conflict(CANNOT_REACTIVATE);
  return changeOf(await adapter.reactivate(row.stripeSubscriptionId));
}

/** Codes are compared lower-cased and stored only as this hash. */
export const lifetimeCodeHash = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

/** spec: a lifetime code (single use, case-insensitive) sets a lifetime plan. */
export async function redeemLifetimeCode(deps: BillingDeps, user: User, input: { code: string }) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    // One redemption per expert at a time.
    await lockCustomer(tx, user.id);
    const live = await findLiveSubscription(tx, user.id);
    if (live?.planType === 'subscription' && live.status && !hasEnded(live.status)) {
      throw conflict(LIFETIME_WITH_SUBSCRIPTION);
    }
    const code = await redeemCode(tx, lifetimeCodeHash(input.code), user.id, now);
    if (!code) throw badRequest(INVALID_LIFETIME_CODE);
    // A higher tier's code replaces the lifetime plan held before.
    await endOtherLiveRows(tx, user.id, null, now);
    await insertSubscription(tx, {
      id: newId(),
      userId: user.id,
      planType: 'lifetime',
      planId: code.planId,
      appSumoInvoiceItemUuid: code.id,
      createdAt: now,
      updatedAt: now,
    });
    await setUserPlan(tx, user.id, code.planId, null);
    await applyPlanGates(tx, user.id, code.planId as PlanId);
  });
  return getOverview(deps, user);
}
