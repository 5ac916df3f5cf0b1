import { PRICE_RULES } from '../money/price-rules';
import { DEFAULT_PLAN_ID, isPlanId, PLANS, type PricingPlan } from './catalogue';
import type { FeatureKey } from './features';

/** A plan, or the pricingPlanId stored on a user (possibly missing or retired). */
export type PlanRef = PricingPlan | string | null | undefined;

/** The plan for an id; unknown, retired or missing ids get the default plan. */
export function getPlan(id: string | null | undefined): PricingPlan {
  return id && isPlanId(id) ? PLANS[id] : PLANS[DEFAULT_PLAN_ID];
}

function resolvePlan(plan: PlanRef): PricingPlan {
  return typeof plan === 'object' && plan !== null ? plan : getPlan(plan);
}

/** The one access check, shared by server and web. */
export function canUse(plan: PlanRef, feature: FeatureKey): boolean {
  return resolvePlan(plan).features[feature];
}

interface LimitRule {
  feature: FeatureKey;
  base: number;
  withFeature: number;
}

// spec section 9 and section 6 (plan-gated features).
export const PLAN_LIMITS = {
  groupSizeMax: { feature: 'largeSessionLimits', base: 42, withFeature: 500 },
  groupTitleMax: { feature: 'largeSessionLimits', base: 60, withFeature: 120 },
  calendarAccounts: { feature: 'increasedCalendarLimit', base: 2, withFeature: 4 },
  servicePriceCapMultiplier: {
    feature: 'increasedPriceLimit',
    base: 1,
    withFeature: PRICE_RULES.service.increasedMultiplier,
  },
  packagePriceCapMultiplier: {
    feature: 'increasedPriceLimit',
    base: 1,
    withFeature: PRICE_RULES.package.increasedMultiplier,
  },
  availabilities: { feature: 'multipleAvailabilities', base: 1, withFeature: Number.POSITIVE_INFINITY },
  activeWorkflows: { feature: 'multipleWorkflows', base: 1, withFeature: Number.POSITIVE_INFINITY },
} as const satisfies Record<string, LimitRule>;

export type PlanLimit = keyof typeof PLAN_LIMITS;

/** A numeric limit for the plan. Unlimited is Infinity, so `count < limit` reads naturally. */
export function limitFor(plan: PlanRef, limit: PlanLimit): number {
  const rule: LimitRule = PLAN_LIMITS[limit];
  return canUse(plan, rule.feature) ? rule.withFeature : rule.base;
}

function monthlyPrice(plan: PricingPlan): number {
  return plan.prices.find((price) => price.interval === 'month')?.amount ?? Number.POSITIVE_INFINITY;
}

/**
 * The lowest-priced subscription plan that unlocks the feature, for the upgrade prompt that names
 * the plan and its lower commission (spec section 1). Lifetime plans are not for sale here.
 */
export function cheapestPlanWith(feature: FeatureKey): PricingPlan {
  let cheapest: PricingPlan | undefined;
  for (const plan of Object.values(PLANS)) {
    if (plan.type !== 'subscription' || !plan.features[feature]) continue;
    if (!cheapest || monthlyPrice(plan) < monthlyPrice(cheapest)) cheapest = plan;
  }
  // The catalogue test checks every feature has a plan, so this only fires after a bad edit.
  if (!cheapest) throw new Error(`No subscription plan unlocks ${feature}`);
  return cheapest;
}

/**
 * The platform's commission on a sale of `amount` minor units (the plan's
 * applicationFeePercentage), rounded half up to a whole minor unit and never more than the sale.
 */
export function commissionAmount(plan: PlanRef, amount: number): number {
  const fee = Math.round((amount * resolvePlan(plan).applicationFeePercentage) / 100);
  return Math.min(Math.max(fee, 0), amount);
}
