import { type BillingInterval, DEFAULT_PLAN_ID, type PlanId } from '../plans/catalogue';

// The subscription state machine (issue 20; spec doc 1 §4 'Subscription'). Stripe owns the
// status; these rules decide what the expert may ask for in each status and which plan a status
// leaves them on. Pure, shared by the server (which refuses) and the screens (which offer).

/** Stripe's subscription statuses. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type SubscriptionState = {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  interval: BillingInterval;
};

/** A subscription that has ended for good: nothing can be asked of it any more. */
export function hasEnded(status: SubscriptionStatus): boolean {
  return status === 'canceled' || status === 'incomplete_expired';
}

// spec: cancel immediately if status is incomplete, past_due or unpaid; otherwise at period end.
const CANCEL_IMMEDIATELY: readonly SubscriptionStatus[] = ['incomplete', 'past_due', 'unpaid'];

/** How a cancellation takes effect, or null when it cannot be cancelled (ended, or already ending). */
export function cancellationFor(state: SubscriptionState): 'immediately' | 'at_period_end' | null {
  if (hasEnded(state.status)) return null;
  if (CANCEL_IMMEDIATELY.includes(state.status)) return 'immediately';
  if (state.cancelAtPeriodEnd) return null;
  return 'at_period_end';
}

/** spec: reactivate only when cancellation at period end is set and the status is active or trialing. */
export function canReactivate(state: SubscriptionState): boolean {
  return state.cancelAtPeriodEnd && (state.status === 'active' || state.status === 'trialing');
}

/** spec: status incomplete requires a payment-method update (so do past_due and unpaid, to pay the invoice). */
export function needsPaymentMethod(status: SubscriptionStatus): boolean {
  return status === 'incomplete' || status === 'past_due' || status === 'unpaid';
}

/** A card can be changed on any subscription that has not ended. */
export function canUpdatePaymentMethod(status: SubscriptionStatus): boolean {
  return !hasEnded(status);
}

export type IntervalSwitch = 'upgrade' | 'downgrade';

/** spec: monthly to yearly is the upgrade, yearly to monthly the downgrade. */
export function switchTo(interval: BillingInterval): IntervalSwitch {
  return interval === 'year' ? 'upgrade' : 'downgrade';
}

/**
 * Whether the subscription may move to a price of `interval`: only a paid-up subscription
 * (active or trialing) that is not ending, and only to the other interval.
 */
export function canSwitchTo(state: SubscriptionState, interval: BillingInterval): boolean {
  if (state.status !== 'active' && state.status !== 'trialing') return false;
  if (state.cancelAtPeriodEnd) return false;
  return state.interval !== interval;
}

/** Statuses in which the plan paid for is in force (past_due: Stripe is still retrying the charge). */
const PLAN_IN_FORCE: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/**
 * The plan a subscription in `status` leaves the expert on. spec: on cancellation the plan
 * changes to the default plan; a subscription never paid (incomplete), given up on (unpaid) or
 * paused unlocks nothing either.
 */
export function planForStatus(planId: PlanId, status: SubscriptionStatus): PlanId {
  return PLAN_IN_FORCE.includes(status) ? planId : DEFAULT_PLAN_ID;
}

/** spec: the amount due today is shown in dollars rounded to cents. Stripe gives whole cents. */
export function formatAmountDue(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const dollars = (Math.abs(Math.round(cents)) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${sign}$${dollars}`;
}
