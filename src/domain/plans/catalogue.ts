import type { Money } from '../money/money';
import { FEATURE_KEYS, type FeatureKey } from './features';

export type PlanType = 'subscription' | 'commission' | 'lifetime';

export type BillingInterval = 'month' | 'year';

/** A subscription price as the card provider knows it; amount is in US cents. */
export interface PlanPrice extends Money {
  id: string;
  interval: BillingInterval;
}

export const PLAN_IDS = [
  'free',
  'starter',
  'pro',
  'growth',
  'lifetime_tier1',
  'lifetime_tier2',
  'lifetime_tier3',
] as const;

export type PlanId = (typeof PLAN_IDS)[number];

export interface PricingPlan {
  id: PlanId;
  name: string;
  description: string;
  type: PlanType;
  /** The commission taken on each sale, in percent (5 means 5%). */
  applicationFeePercentage: number;
  /** Free call time each month, counted per participant. */
  monthlyCallsParticipantSeconds: number;
  features: Readonly<Record<FeatureKey, boolean>>;
  /** Empty for the commission plan (nothing to pay) and lifetime plans (sold by the marketplace). */
  prices: readonly PlanPrice[];
}

// spec: cancelling a subscription puts the user back on the default plan; ours is the commission plan.
export const DEFAULT_PLAN_ID: PlanId = 'free';

function featureMap(enabled: readonly FeatureKey[]): Record<FeatureKey, boolean> {
  return Object.fromEntries(FEATURE_KEYS.map((key) => [key, enabled.includes(key)])) as Record<
    FeatureKey,
    boolean
  >;
}

function usdPrices(planId: string, monthlyCents: number, yearlyCents: number): PlanPrice[] {
  return [
    { id: `${planId}_monthly`, interval: 'month', amount: monthlyCents, currency: 'USD' },
    { id: `${planId}_yearly`, interval: 'year', amount: yearlyCents, currency: 'USD' },
  ];
}

const MINUTES = 60;

// Each tier includes the one below it. The spec names Pro as the plan for package payment plans
// and Growth for time-limited packages; the rest of the split is a product decision.
const STARTER_FEATURES: FeatureKey[] = [
  'branding',
  'seoSettings',
  'discountCodes',
  'cancellationRules',
  'customCallBackgrounds',
];
const PRO_FEATURES: FeatureKey[] = [
  ...STARTER_FEATURES,
  'customDomain',
  'recording',
  'multipleAvailabilities',
  'multipleWorkflows',
  'localPaymentMethods',
  'increasedCalendarLimit',
  'packagePaymentPlans',
];
const GROWTH_FEATURES: FeatureKey[] = [
  ...PRO_FEATURES,
  'increasedPriceLimit',
  'largeSessionLimits',
  'timeLimitedPackages',
  'teamManagement',
];

export const PLANS: Readonly<Record<PlanId, PricingPlan>> = {
  free: {
    id: 'free',
    name: 'Free',
    description: 'Everything you need to start taking bookings. We only earn when you do.',
    type: 'commission',
    applicationFeePercentage: 5,
    monthlyCallsParticipantSeconds: 300 * MINUTES,
    features: featureMap([]),
    prices: [],
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    description: 'Make the booking page your own and sell with discount codes.',
    type: 'subscription',
    applicationFeePercentage: 2,
    monthlyCallsParticipantSeconds: 1000 * MINUTES,
    features: featureMap(STARTER_FEATURES),
    // Yearly is ten months' price: two months free.
    prices: usdPrices('starter', 1200, 12000),
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    description: 'Your own domain, recordings, several availabilities and package payment plans.',
    type: 'subscription',
    applicationFeePercentage: 1,
    monthlyCallsParticipantSeconds: 3000 * MINUTES,
    features: featureMap(PRO_FEATURES),
    prices: usdPrices('pro', 2900, 29000),
  },
  growth: {
    id: 'growth',
    name: 'Growth',
    description:
      'No commission, large group sessions, higher price limits, time-limited packages and a team.',
    type: 'subscription',
    applicationFeePercentage: 0,
    monthlyCallsParticipantSeconds: 10000 * MINUTES,
    features: featureMap(GROWTH_FEATURES),
    prices: usdPrices('growth', 5900, 59000),
  },
  lifetime_tier1: {
    id: 'lifetime_tier1',
    name: 'Lifetime Tier 1',
    description: 'Lifetime access to the Starter features.',
    type: 'lifetime',
    applicationFeePercentage: 2,
    monthlyCallsParticipantSeconds: 600 * MINUTES,
    features: featureMap(STARTER_FEATURES),
    prices: [],
  },
  lifetime_tier2: {
    id: 'lifetime_tier2',
    name: 'Lifetime Tier 2',
    description: 'Lifetime access to the Pro features.',
    type: 'lifetime',
    applicationFeePercentage: 1,
    monthlyCallsParticipantSeconds: 1500 * MINUTES,
    features: featureMap(PRO_FEATURES),
    prices: [],
  },
  lifetime_tier3: {
    id: 'lifetime_tier3',
    name: 'Lifetime Tier 3',
    description: 'Lifetime access to the Growth features.',
    type: 'lifetime',
    applicationFeePercentage: 0,
    monthlyCallsParticipantSeconds: 3000 * MINUTES,
    features: featureMap(GROWTH_FEATURES),
    prices: [],
  },
};

export function isPlanId(value: string): value is PlanId {
  return Object.hasOwn(PLANS, value);
}

/**
 * The plan and price a subscription change asks for, or undefined when the pair does not exist
 * (spec: 'Invalid pricing plan or price id').
 */
export function findPlanPrice(
  planId: string,
  priceId: string,
): { plan: PricingPlan; price: PlanPrice } | undefined {
  if (!isPlanId(planId)) return undefined;
  const plan = PLANS[planId];
  const price = plan.prices.find((candidate) => candidate.id === priceId);
  return price ? { plan, price } : undefined;
}
