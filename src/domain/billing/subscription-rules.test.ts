import { describe, expect, it } from 'vitest';
import {
  cancellationFor,
  canReactivate,
  canSwitchTo,
  canUpdatePaymentMethod,
  formatAmountDue,
  needsPaymentMethod,
  planForStatus,
  SUBSCRIPTION_STATUSES,
  type SubscriptionState,
  type SubscriptionStatus,
  switchTo,
} from './subscription-rules';

const state = (
  status: SubscriptionStatus,
  cancelAtPeriodEnd = false,
  interval: 'month' | 'year' = 'month',
): SubscriptionState => ({
  status,
  cancelAtPeriodEnd,
  interval,
});

describe('cancelling a subscription', () => {
  it.each(['incomplete', 'past_due', 'unpaid'] as const)(
    'cancels immediately when the status is %s',
    (status) => {
      expect(cancellationFor(state(status))).toBe('immediately');
      expect(cancellationFor(state(status, true))).toBe('immediately');
    },
  );

  it.each(['active', 'trialing', 'paused'] as const)(
    'cancels at period end when the status is %s',
    (status) => {
      expect(cancellationFor(state(status))).toBe('at_period_end');
    },
  );

  it('refuses a second cancellation at period end', () => {
    expect(cancellationFor(state('active', true))).toBeNull();
  });

  it.each(['canceled', 'incomplete_expired'] as const)(
    'refuses to cancel an ended subscription (%s)',
    (status) => {
      expect(cancellationFor(state(status))).toBeNull();
    },
  );
});

describe('reactivating a subscription', () => {
  it('reactivates only when cancellation at period end is set and the status is active or trialing', () => {
    const allowed = SUBSCRIPTION_STATUSES.flatMap((status) =>
      [true, false].filter((flag) => canReactivate(state(status, flag))).map((flag) => `${status}:${flag}`),
    );
    expect(allowed).toEqual(['trialing:true', 'active:true']);
  });
});

describe('switching between monthly and yearly', () => {
  it('calls monthly to yearly the upgrade and yearly to monthly the downgrade', () => {
    expect(switchTo('year')).toBe('upgrade');
    expect(switchTo('month')).toBe('downgrade');
  });

  it('switches an active or trialing subscription to the other interval only', () => {
    expect(canSwitchTo(state('active', false, 'month'), 'year')).toBe(true);
    expect(canSwitchTo(state('trialing', false, 'year'), 'month')).toBe(true);
    expect(canSwitchTo(state('active', false, 'month'), 'month')).toBe(false);
  });

  it.each(['incomplete', 'incomplete_expired', 'past_due', 'canceled', 'unpaid', 'paused'] as const)(
    'refuses a switch while the status is %s',
    (status) => {
      expect(canSwitchTo(state(status), 'year')).toBe(false);
    },
  );

  it('refuses a switch while the subscription is set to cancel at period end', () => {
    expect(canSwitchTo(state('active', true), 'year')).toBe(false);
  });
});

describe('payment method', () => {
  it('requires a payment-method update while incomplete (and while a charge is owed)', () => {
    const needing = SUBSCRIPTION_STATUSES.filter(needsPaymentMethod);
    expect(needing).toEqual(['incomplete', 'past_due', 'unpaid']);
  });

  it('lets the card change on any subscription that has not ended', () => {
    expect(SUBSCRIPTION_STATUSES.filter((s) => !canUpdatePaymentMethod(s))).toEqual([
      'incomplete_expired',
      'canceled',
    ]);
  });
});

describe('the plan a status leaves the expert on', () => {
  it('keeps the paid plan while active, trialing or past_due (Stripe retrying)', () => {
    expect(planForStatus('pro', 'active')).toBe('pro');
    expect(planForStatus('pro', 'trialing')).toBe('pro');
    expect(planForStatus('pro', 'past_due')).toBe('pro');
  });

  it.each(['canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const)(
    'moves to the default plan when %s',
    (status) => {
      expect(planForStatus('growth', status)).toBe('free');
    },
  );
});

describe('the amount due today', () => {
  it('shows dollars rounded to cents', () => {
    expect(formatAmountDue(12000)).toBe('$120.00');
    expect(formatAmountDue(9861)).toBe('$98.61');
    expect(formatAmountDue(123456789)).toBe('$1,234,567.89');
    expect(formatAmountDue(0)).toBe('$0.00');
    expect(formatAmountDue(-250)).toBe('-$2.50');
  });

  it('rounds a fractional cent from a proration to the nearest cent', () => {
    expect(formatAmountDue(9860.5)).toBe('$98.61');
    expect(formatAmountDue(9860.49)).toBe('$98.60');
  });
});
