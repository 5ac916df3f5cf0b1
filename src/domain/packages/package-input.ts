import { z } from 'zod';
import { workflowsIdsField } from '../automation/workflow-links';
import { CURRENCIES, type CurrencyCode } from '../money/currencies';
import { formatMoney, toMinor } from '../money/money';
import { priceSchema, validatePrice } from '../money/price-rules';
import { richTextField } from '../rich-text/rich-text';
import { text } from '../shared/strings';

// spec (doc 2, §5 and §9): Package validation. The words the spec gives are used exactly; where
// it gives none (title too short, description, counts, months) ours follow its other messages.
//
// How we read the spec's short phrases:
// - "personal sessions per package: a number, max 10": per included service, how many of its
//   sessions the package holds, 1 to 10 (to include none, remove the service).
// - series counts (the spec gives none): the same, 1 to 10 per included series.
// - "group sessions max 5": at most 5 specific group sessions, one seat each.
// - "zero only for free packages": a price of 0 is a free package; any other price is at least
//   the currency minimum. A free package has no payment plan.
// - "payment plan months ... with the per-month price checked": the price divided by the months,
//   rounded up to the minor unit, must be at least the currency's minimum charge.
// - The two sentences about an empty package: the form asks the question; the API refuses an
//   empty package with the other sentence unless the request says confirmedEmpty: true.
// - "description max 1250": counted in characters of text, not formatting (richTextLength).
export const PACKAGE_LIMITS = {
  titleMin: 5,
  titleMax: 60,
  descriptionMax: 1250,
  /** Sessions of one included service, and of one included series (our choice: the same 1..10). */
  sessionsPerItemMax: 10,
  /** Specific group sessions included in one package. */
  groupSessionsMax: 5,
  paymentPlanMonthsMin: 2,
  paymentPlanMonthsMax: 12,
  expiryDaysMin: 1,
  expiryDaysMax: 36500,
  /** Not in the spec: bounds a request; an expert has far fewer services or series. */
  itemsMax: 100,
} as const;

export const PACKAGE_MESSAGES = {
  required: 'Required',
  titleTooShort: 'Too short, please use at least 5 characters',
  titleTooLong: 'Too long, please limit the title to 60 characters',
  descriptionTooLong: 'Too long, please limit the description to 1250 characters',
  mustBeNumber: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  sessionsMin: 'Must be at least 1 session',
  sessionsMax: 'Cannot be greater than 10 sessions',
  groupSessionsMax: 'You can include up to 5 group sessions',
  duplicateService: 'Each service can only be added once',
  duplicateGroupSession: 'Each group session can only be added once',
  duplicateSeries: 'Each series can only be added once',
  groupSessionNotUpcoming:
    'This group session has already started or was cancelled. Please choose an upcoming one.',
  tooManyItems: 'Too many items in one package',
  monthsMin: 'Must be at least 2 months',
  monthsMax: 'Cannot be greater than 12 months',
  freeWithPaymentPlan: 'A free package cannot have a payment plan',
  expiryMin: 'Must be greater than 0 days',
  expiryMax: 'Cannot be greater than 36500 days',
  // spec: the form asks this before saving a package with nothing included...
  emptyQuestion: 'Are you sure you want to save a package without any services or group sessions included?',
  // ...and the API refuses such a package unless the question was answered (confirmedEmpty).
  empty: 'Please add services or group sessions to the package.',
} as const;

/** spec: the per-month price is checked: the price split over the months, rounded up to the minor unit. */
export function perMonthMessage(minimumMinor: number, currency: CurrencyCode): string {
  return `Must be at least ${formatMoney({ amount: minimumMinor, currency })} per month`;
}

/**
 * One instalment of a monthly payment plan in minor units: the price divided by the months,
 * rounded up, so the instalments together never fall short of the price (they may pass it by
 * less than one minor unit per month).
 */
export function monthlyAmount(priceMinor: number, months: number): number {
  return Math.ceil(priceMinor / months);
}

const number = (required: string = PACKAGE_MESSAGES.required) =>
  z.number({ error: (issue) => (issue.input === undefined ? required : PACKAGE_MESSAGES.mustBeNumber) });

// Our reading of "personal sessions per package: a number, max 10": how many sessions of one
// included service the package holds, 1 to 10 (0 would mean "not included": remove it instead).
// Series counts follow the same rule.
const sessionCount = number()
  .int(PACKAGE_MESSAGES.wholeNumber)
  .min(1, PACKAGE_MESSAGES.sessionsMin)
  .max(PACKAGE_LIMITS.sessionsPerItemMax, PACKAGE_MESSAGES.sessionsMax);

// Ids are opaque: one that is not the expert's is answered 404 by the server.
const itemId = text(PACKAGE_MESSAGES.required).min(1, PACKAGE_MESSAGES.required).max(100);

function unique<T>(items: readonly T[], key: (item: T) => string): boolean {
  return new Set(items.map(key)).size === items.length;
}

const paymentPlanMonths = number()
  .int(PACKAGE_MESSAGES.wholeNumber)
  .min(PACKAGE_LIMITS.paymentPlanMonthsMin, PACKAGE_MESSAGES.monthsMin)
  .max(PACKAGE_LIMITS.paymentPlanMonthsMax, PACKAGE_MESSAGES.monthsMax);

const expiryDays = number()
  .int(PACKAGE_MESSAGES.wholeNumber)
  .min(PACKAGE_LIMITS.expiryDaysMin, PACKAGE_MESSAGES.expiryMin)
  .max(PACKAGE_LIMITS.expiryDaysMax, PACKAGE_MESSAGES.expiryMax);

function packageFields<P extends z.ZodType<number>>(price: P) {
  return {
    title: text(PACKAGE_MESSAGES.required)
      .trim()
      .min(1, PACKAGE_MESSAGES.required)
      .min(PACKAGE_LIMITS.titleMin, PACKAGE_MESSAGES.titleTooShort)
      .max(PACKAGE_LIMITS.titleMax, PACKAGE_MESSAGES.titleTooLong),
    // The limit counts the characters of text, not the formatting (see richTextLength).
    description: richTextField({
      max: PACKAGE_LIMITS.descriptionMax,
      message: PACKAGE_MESSAGES.descriptionTooLong,
    }).nullable(),
    personalSessions: z
      .array(z.strictObject({ serviceId: itemId, count: sessionCount }))
      .max(PACKAGE_LIMITS.itemsMax, PACKAGE_MESSAGES.tooManyItems)
      .refine((items) => unique(items, (item) => item.serviceId), PACKAGE_MESSAGES.duplicateService),
    // "group sessions max 5": at most 5 specific group sessions.
    groupSessionIds: z
      .array(itemId)
      .max(PACKAGE_LIMITS.groupSessionsMax, PACKAGE_MESSAGES.groupSessionsMax)
      .refine((ids) => unique(ids, (id) => id), PACKAGE_MESSAGES.duplicateGroupSession),
    series: z
      .array(z.strictObject({ seriesId: itemId, count: sessionCount }))
      .max(PACKAGE_LIMITS.itemsMax, PACKAGE_MESSAGES.tooManyItems)
      .refine((items) => unique(items, (item) => item.seriesId), PACKAGE_MESSAGES.duplicateSeries),
    // Major units (what people type); 0 is a free package.
    price,
    /** null: paid at once. Needs the packagePaymentPlans plan feature (checked by the server). */
    paymentPlanMonths: paymentPlanMonths.nullable(),
    /** null: never expires. Needs the timeLimitedPackages plan feature (checked by the server). */
    expiryDays: expiryDays.nullable(),
    hidden: z.boolean({ error: () => PACKAGE_MESSAGES.required }),
    workflowsIds: workflowsIdsField,
    /** The expert answered yes to the empty-package question. */
    confirmedEmpty: z.boolean().optional(),
  };
}

/**
 * The request's shape and the rules that do not depend on the expert: what the API route
 * declares. The server then applies packageInput for the page's currency and the plan.
 */
export const packageInputShape = z.object(
  packageFields(number().refine(Number.isFinite, PACKAGE_MESSAGES.mustBeNumber)),
);
export type PackageInput = z.input<typeof packageInputShape>;

export interface PackageRuleOptions {
  /** The plan has increasedPriceLimit: the cap is 10 times higher (spec §9). */
  increased: boolean;
}

/** Nothing included: no personal sessions, group sessions or series. */
export function isEmptyPackage(input: {
  personalSessions: readonly unknown[];
  groupSessionIds: readonly unknown[];
  series: readonly unknown[];
}): boolean {
  return (
    input.personalSessions.length === 0 && input.groupSessionIds.length === 0 && input.series.length === 0
  );
}

/** Every rule of a package, for a booking page's currency and the expert's plan. Form and API. */
export function packageInput(currency: CurrencyCode, options: PackageRuleOptions) {
  return z
    .object(packageFields(priceSchema(currency, { kind: 'package', increased: options.increased })))
    .superRefine((value, ctx) => {
      if (isEmptyPackage(value) && !value.confirmedEmpty) {
        ctx.addIssue({ code: 'custom', path: [], message: PACKAGE_MESSAGES.empty });
      }
      // Runs once every field is valid (zod skips object refinements otherwise), so the price is.
      const months = value.paymentPlanMonths;
      if (months === null) return;
      // The object's refinement runs even when the price has its own issue (1e308 would throw).
      if (validatePrice(value.price, currency, { kind: 'package', increased: options.increased })) return;
      const priceMinor = toMinor(value.price, currency);
      // "zero only for free packages": a free package is given away, so nothing to pay monthly.
      if (priceMinor === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentPlanMonths'],
          message: PACKAGE_MESSAGES.freeWithPaymentPlan,
        });
        return;
      }
      const minimum = CURRENCIES[currency].minimumChargeMinor;
      if (monthlyAmount(priceMinor, months) < minimum) {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentPlanMonths'],
          message: perMonthMessage(minimum, currency),
        });
      }
    });
}
