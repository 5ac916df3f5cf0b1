import type { FormErrors } from '@mantine/form';
import { type CurrencyCode, isCurrencyCode } from '../../../../domain/money/currencies';
import { formatMoney, toMajor, toMinor } from '../../../../domain/money/money';
import { validatePrice } from '../../../../domain/money/price-rules';
import { monthlyAmount, packageInput } from '../../../../domain/packages/package-input';
import { cloneTitle } from '../../../../domain/packages/package-summary';
import type { PackageView } from '../../../../domain/packages/package-view';
import type { RichTextDoc } from '../../../../domain/rich-text/rich-text';

/** What the package form holds: number inputs are '' while empty; switches keep their numbers. */
export type PackageFormValues = {
  title: string;
  description: RichTextDoc | null;
  personalSessions: { serviceId: string; count: number | '' }[];
  groupSessionIds: string[];
  series: { seriesId: string; count: number | '' }[];
  price: number | '';
  paymentPlanEnabled: boolean;
  paymentPlanMonths: number | '';
  expires: boolean;
  expiryDays: number | '';
  hidden: boolean;
  workflowsIds: string[];
};

// Starting numbers when a switch is first turned on: a quarter's instalments, a three-month window.
export const DEFAULT_PAYMENT_PLAN_MONTHS = 3;
export const DEFAULT_EXPIRY_DAYS = 90;

export const EMPTY_PACKAGE_VALUES: PackageFormValues = {
  title: '',
  description: null,
  personalSessions: [],
  groupSessionIds: [],
  series: [],
  price: '',
  paymentPlanEnabled: false,
  paymentPlanMonths: DEFAULT_PAYMENT_PLAN_MONTHS,
  expires: false,
  expiryDays: DEFAULT_EXPIRY_DAYS,
  hidden: false,
  workflowsIds: [],
};

function major(amount: number, currency: string): number {
  return isCurrencyCode(currency) ? toMajor(amount, currency) : amount / 100;
}

/** A saved package in the form (editing). */
export function valuesFromPackage(pkg: PackageView): PackageFormValues {
  return {
    title: pkg.title,
    description: pkg.description,
    personalSessions: pkg.personalSessions.map(({ serviceId, count }) => ({ serviceId, count })),
    groupSessionIds: pkg.groupSessions.map((s) => s.sessionId),
    series: pkg.series.map(({ seriesId, count }) => ({ seriesId, count })),
    price: major(pkg.price, pkg.currency),
    paymentPlanEnabled: pkg.paymentPlan !== null,
    paymentPlanMonths: pkg.paymentPlan?.months ?? DEFAULT_PAYMENT_PLAN_MONTHS,
    expires: pkg.expiryDays !== null,
    expiryDays: pkg.expiryDays ?? DEFAULT_EXPIRY_DAYS,
    hidden: pkg.hidden,
    workflowsIds: pkg.workflowsIds,
  };
}

/** spec (doc 2, §2): the create screen fills in a package passed to clone, its title + ' (clone)'. */
export function valuesFromClone(pkg: PackageView): PackageFormValues {
  return { ...valuesFromPackage(pkg), title: cloneTitle(pkg.title) };
}

const orUndefined = (value: number | '') => (value === '' ? undefined : value);

/**
 * What the form would send: empty numbers are left out, so the schema answers 'Required'. Parse
 * it with the package schema to get the typed request (the form only submits once it is valid).
 */
export function draftPackageInput(values: PackageFormValues, confirmedEmpty = false) {
  return {
    title: values.title,
    description: values.description && values.description.content.length > 0 ? values.description : null,
    personalSessions: values.personalSessions.map((s) => ({
      serviceId: s.serviceId,
      count: orUndefined(s.count),
    })),
    groupSessionIds: values.groupSessionIds,
    series: values.series.map((s) => ({ seriesId: s.seriesId, count: orUndefined(s.count) })),
    price: orUndefined(values.price),
    paymentPlanMonths: values.paymentPlanEnabled ? orUndefined(values.paymentPlanMonths) : null,
    expiryDays: values.expires ? orUndefined(values.expiryDays) : null,
    hidden: values.hidden,
    workflowsIds: values.workflowsIds,
    ...(confirmedEmpty ? { confirmedEmpty: true } : {}),
  };
}

/**
 * The form's validate function: the server's schema for the page currency and the plan, with
 * errors keyed by their full path ('personalSessions.0.count') as @mantine/form expects. The
 * empty-package rule is left out: the form asks the question instead (see PackageForm).
 */
export function validatePackageForm(currency: CurrencyCode, increased: boolean) {
  const schema = packageInput(currency, { increased });
  return (values: PackageFormValues): FormErrors => {
    const result = schema.safeParse(draftPackageInput(values, true));
    const errors: FormErrors = {};
    for (const issue of result.error?.issues ?? []) {
      if (issue.path.length === 0) continue;
      errors[issue.path.join('.')] ??= issue.message;
    }
    return errors;
  };
}

/** "3 × $40.00 per month" for a valid price and month count, else null. */
export function perMonthLabel(values: PackageFormValues, currency: CurrencyCode): string | null {
  const { price, paymentPlanMonths: months } = values;
  if (price === '' || months === '' || !Number.isInteger(months) || months < 2 || months > 12) return null;
  if (validatePrice(price, currency, { kind: 'package', increased: true }) || price === 0) return null;
  const amount = monthlyAmount(toMinor(price, currency), months);
  return `${months} × ${formatMoney({ amount, currency })} per month`;
}
