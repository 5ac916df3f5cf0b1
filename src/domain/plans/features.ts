import { z } from 'zod';

/**
 * Every plan-gated feature named in section 6 of the two specs. A plan's features map has an
 * entry for each key, so adding a key here makes the compiler point at every plan to decide.
 */
export const FEATURE_KEYS = [
  'multipleWorkflows',
  'branding',
  'customDomain',
  'recording',
  'customCallBackgrounds',
  'seoSettings',
  'discountCodes',
  'multipleAvailabilities',
  'cancellationRules',
  'localPaymentMethods',
  'increasedCalendarLimit',
  'increasedPriceLimit',
  'largeSessionLimits',
  'packagePaymentPlans',
  'timeLimitedPackages',
  'teamManagement',
] as const;

export type FeatureKey = (typeof FEATURE_KEYS)[number];

export const featureKeySchema = z.enum(FEATURE_KEYS);

/** What the upgrade prompt and the plan comparison call each feature. */
export const FEATURE_LABELS: Record<FeatureKey, string> = {
  multipleWorkflows: 'Multiple active workflows',
  branding: 'Custom branding',
  customDomain: 'Custom domain',
  recording: 'Call recording',
  customCallBackgrounds: 'Custom call backgrounds',
  seoSettings: 'SEO settings',
  discountCodes: 'Discount codes',
  multipleAvailabilities: 'Multiple availabilities',
  cancellationRules: 'Cancellation and rescheduling rules',
  localPaymentMethods: 'Local payment methods',
  increasedCalendarLimit: 'More connected calendars',
  increasedPriceLimit: 'Higher price limit',
  largeSessionLimits: 'Larger group sessions',
  packagePaymentPlans: 'Monthly payment plans for packages',
  timeLimitedPackages: 'Time-limited packages',
  teamManagement: 'Team management',
};
