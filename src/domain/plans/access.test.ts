import { describe, expect, it } from 'vitest';
import { priceCap } from '../money/price-rules';
import { canUse, cheapestPlanWith, getPlan, limitFor } from './access';
import { PLANS } from './catalogue';
import { FEATURE_KEYS } from './features';

describe('getPlan', () => {
  it('returns the plan for a known id', () => {
    expect(getPlan('pro').name).toBe('Pro');
  });

  it('falls back to the default plan for unknown or missing ids', () => {
    expect(getPlan('enterprise_2019').id).toBe('free');
    expect(getPlan('toString').id).toBe('free');
    expect(getPlan(undefined).id).toBe('free');
    expect(getPlan(null).id).toBe('free');
  });
});

describe('canUse', () => {
  it('answers from the plan or its id', () => {
    expect(canUse('free', 'recording')).toBe(false);
    expect(canUse('pro', 'recording')).toBe(true);
    expect(canUse(PLANS.pro, 'timeLimitedPackages')).toBe(false);
    expect(canUse(PLANS.growth, 'timeLimitedPackages')).toBe(true);
    expect(canUse('lifetime_tier1', 'branding')).toBe(true);
  });

  it('treats an unknown plan id as the default plan', () => {
    expect(canUse('retired_plan', 'branding')).toBe(false);
    expect(canUse(undefined, 'discountCodes')).toBe(false);
  });
});

describe('limitFor', () => {
  it('limits group sessions to 42 participants and 60-character titles, 500 and 120 with large limits', () => {
    expect(limitFor('free', 'groupSizeMax')).toBe(42);
    expect(limitFor('growth', 'groupSizeMax')).toBe(500);
    expect(limitFor('pro', 'groupTitleMax')).toBe(60);
    expect(limitFor('growth', 'groupTitleMax')).toBe(120);
  });

  it('allows 2 calendar accounts, 4 with the increased limit', () => {
    expect(limitFor('starter', 'calendarAccounts')).toBe(2);
    expect(limitFor('pro', 'calendarAccounts')).toBe(4);
  });

  it('multiplies price caps by 5 for services and 10 for packages with the increased limit', () => {
    expect(limitFor('pro', 'servicePriceCapMultiplier')).toBe(1);
    expect(limitFor('growth', 'servicePriceCapMultiplier')).toBe(5);
    expect(limitFor('pro', 'packagePriceCapMultiplier')).toBe(1);
    expect(limitFor('growth', 'packagePriceCapMultiplier')).toBe(10);
    // The multiplier and the money rules agree.
    expect(priceCap('package', 'USD', { increased: canUse('growth', 'increasedPriceLimit') })).toBe(
      priceCap('package', 'USD') * limitFor('growth', 'packagePriceCapMultiplier'),
    );
  });

  it('allows one availability and one active workflow, unlimited with the features', () => {
    expect(limitFor('free', 'availabilities')).toBe(1);
    expect(limitFor('pro', 'availabilities')).toBe(Number.POSITIVE_INFINITY);
    expect(limitFor('starter', 'activeWorkflows')).toBe(1);
    expect(limitFor('pro', 'activeWorkflows')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('cheapestPlanWith', () => {
  it('names the plan the spec names for package features', () => {
    expect(cheapestPlanWith('packagePaymentPlans').name).toBe('Pro');
    expect(cheapestPlanWith('timeLimitedPackages').name).toBe('Growth');
  });

  it('picks the cheapest subscription, never the commission or a lifetime plan', () => {
    expect(cheapestPlanWith('branding').id).toBe('starter');
    expect(cheapestPlanWith('recording').id).toBe('pro');
    expect(cheapestPlanWith('recording').applicationFeePercentage).toBe(1);
    expect(cheapestPlanWith('teamManagement').id).toBe('growth');
  });

  it('finds a plan for every feature', () => {
    for (const feature of FEATURE_KEYS) {
      const plan = cheapestPlanWith(feature);
      expect(plan.type).toBe('subscription');
      expect(plan.features[feature]).toBe(true);
    }
  });
});
