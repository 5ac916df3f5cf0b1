import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_ID, findPlanPrice, PLAN_IDS, PLANS } from './catalogue';
import { FEATURE_KEYS } from './features';

describe('plan catalogue', () => {
  it('defaults to the commission plan with no gated features', () => {
    const plan = PLANS[DEFAULT_PLAN_ID];
    expect(plan.type).toBe('commission');
    expect(plan.applicationFeePercentage).toBe(5);
    expect(plan.monthlyCallsParticipantSeconds).toBe(18_000);
    expect(Object.values(plan.features).some(Boolean)).toBe(false);
    expect(plan.prices).toEqual([]);
  });

  it('gives every plan a complete feature map keyed by its own id', () => {
    for (const id of PLAN_IDS) {
      expect(PLANS[id].id).toBe(id);
      expect(Object.keys(PLANS[id].features).sort()).toEqual([...FEATURE_KEYS].sort());
    }
  });

  it('sells subscriptions monthly and yearly in US cents', () => {
    expect(PLANS.pro.prices).toEqual([
      { id: 'pro_monthly', interval: 'month', amount: 2900, currency: 'USD' },
      { id: 'pro_yearly', interval: 'year', amount: 29000, currency: 'USD' },
    ]);
    const subscriptions = PLAN_IDS.map((id) => PLANS[id]).filter((plan) => plan.type === 'subscription');
    expect(subscriptions.map((plan) => plan.id)).toEqual(['starter', 'pro', 'growth']);
    for (const plan of subscriptions) {
      expect(plan.prices.map((price) => price.id)).toEqual([`${plan.id}_monthly`, `${plan.id}_yearly`]);
    }
  });

  it('lowers the commission and raises call time and features up the tiers', () => {
    const tiers = [PLANS.free, PLANS.starter, PLANS.pro, PLANS.growth];
    const count = (features: Record<string, boolean>) => Object.values(features).filter(Boolean).length;
    for (let i = 1; i < tiers.length; i++) {
      const [lower, higher] = [tiers[i - 1]!, tiers[i]!];
      expect(higher.applicationFeePercentage).toBeLessThan(lower.applicationFeePercentage);
      expect(higher.monthlyCallsParticipantSeconds).toBeGreaterThan(lower.monthlyCallsParticipantSeconds);
      expect(count(higher.features)).toBeGreaterThan(count(lower.features));
      for (const key of FEATURE_KEYS) if (lower.features[key]) expect(higher.features[key]).toBe(true);
    }
    expect(count(PLANS.growth.features)).toBe(FEATURE_KEYS.length);
  });

  it('has lifetime tiers sold outside our checkout', () => {
    for (const id of ['lifetime_tier1', 'lifetime_tier2', 'lifetime_tier3'] as const) {
      expect(PLANS[id].type).toBe('lifetime');
      expect(PLANS[id].prices).toEqual([]);
    }
  });
});

describe('findPlanPrice', () => {
  it('finds a price that belongs to the plan', () => {
    expect(findPlanPrice('growth', 'growth_yearly')?.price.amount).toBe(59000);
  });

  it('rejects unknown plans and prices of another plan', () => {
    expect(findPlanPrice('growth', 'pro_yearly')).toBeUndefined();
    expect(findPlanPrice('platinum', 'platinum_monthly')).toBeUndefined();
    expect(findPlanPrice('free', 'free_monthly')).toBeUndefined();
  });
});
