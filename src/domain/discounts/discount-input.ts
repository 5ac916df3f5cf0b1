import { z } from 'zod';
import { CURRENCIES, type CurrencyCode } from '../money/currencies';
import { fitsMinorUnit, formatMoney, isZeroDecimal, toMajor, toMinor } from '../money/money';
import { priceCap } from '../money/price-rules';
import { text } from '../shared/strings';

// spec (doc 2, §3, §5, §8, §9): Discount code. The words the spec gives are used exactly; where it
// gives none (required, too long, a whole number, the amount's bounds, no products chosen) ours
// follow its other messages.
export const DISCOUNT_LIMITS = {
  codeMax: 20,
  percentMin: 1,
  percentMax: 100,
  redemptionsMin: 1,
  redemptionsMax: 100,
  /** Not in the spec: bounds a request; an expert has far fewer products. */
  productsMax: 200,
} as const;

export const DISCOUNT_MESSAGES = {
  required: 'Required',
  mustBeNumber: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  codeTooLong: 'Too long, please limit the code to 20 characters',
  codeCharacters: 'Code can only contain letters and digits without spaces',
  codeTaken: 'Code is already in use. Codes must be unique and are not case-sensitive.',
  percentMin: 'Must be at least 1%',
  percentMax: 'Must be at most 100%',
  amountPositive: 'Must be greater than 0',
  redemptionsMin: 'Must be greater than 0',
  redemptionsMax: 'Cannot be greater than 100',
  noProducts: 'Please choose at least one product',
  duplicateProduct: 'Each product can only be added once',
  tooManyProducts: 'Too many products in one discount code',
  notFound: 'Discount code not found.',
  failedToLoadClients: 'Failed to load clients',
  failedToLoadProducts: 'Failed to load products',
} as const;

export const DISCOUNT_VALUE_TYPES = ['percentage', 'fixed'] as const;
export type DiscountValueType = (typeof DISCOUNT_VALUE_TYPES)[number];

export const DISCOUNT_PRODUCT_TYPES = ['service', 'package', 'series', 'session'] as const;
export type DiscountProductType = (typeof DISCOUNT_PRODUCT_TYPES)[number];

// spec §5: letters and digits only. Empty is 'Required', not this.
const CODE_PATTERN = /^[A-Za-z0-9]*$/;

/** Whether the text has a code's form (1 to 20 letters and digits): the form's rules, as one test. */
export const isDiscountCodeFormat = (value: string) =>
  value.length >= 1 && value.length <= DISCOUNT_LIMITS.codeMax && CODE_PATTERN.test(value);

const number = () =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? DISCOUNT_MESSAGES.required
        : DISCOUNT_MESSAGES.mustBeNumber,
  });

// Ids are opaque: one that is not the expert's is answered 404 by the server.
const itemId = text(DISCOUNT_MESSAGES.required).min(1, DISCOUNT_MESSAGES.required).max(100);

export const discountProductInput = z.strictObject({
  type: z.enum(DISCOUNT_PRODUCT_TYPES, { error: () => DISCOUNT_MESSAGES.required }),
  id: itemId,
});
export type DiscountProductInput = z.infer<typeof discountProductInput>;

/** The most a fixed amount may take off: the highest price anything can be sold for (a package). */
export function amountOffCap(currency: CurrencyCode): number {
  return priceCap('package', currency, { increased: true });
}

/** Checks a fixed amount typed in major units; the spec's rules, then the message, or null. */
export function validateAmountOff(amountMajor: number, currency: CurrencyCode): string | null {
  if (!Number.isFinite(amountMajor)) return DISCOUNT_MESSAGES.mustBeNumber;
  if (amountMajor <= 0) return DISCOUNT_MESSAGES.amountPositive;
  const cap = amountOffCap(currency);
  if (amountMajor > toMajor(cap, currency))
    return `Cannot be greater than ${formatMoney({ amount: cap, currency })}`;
  // spec: whole for zero-decimal currencies (the wording follows the price forms').
  if (isZeroDecimal(currency) && !Number.isInteger(amountMajor))
    return `Must be a whole number, e.g. ${Math.max(1, Math.round(amountMajor))}`;
  if (!fitsMinorUnit(amountMajor, currency)) {
    const decimals = CURRENCIES[currency].decimals;
    return `Must have at most ${decimals} decimal places, e.g. ${toMajor(toMinor(amountMajor, currency), currency).toFixed(decimals)}`;
  }
  return null;
}

function discountFields() {
  return {
    // spec: letters and digits only, so surrounding spaces typed by mistake are dropped first.
    code: text(DISCOUNT_MESSAGES.required)
      .trim()
      .min(1, DISCOUNT_MESSAGES.required)
      .max(DISCOUNT_LIMITS.codeMax, DISCOUNT_MESSAGES.codeTooLong)
      .regex(CODE_PATTERN, DISCOUNT_MESSAGES.codeCharacters),
    valueType: z.enum(DISCOUNT_VALUE_TYPES, { error: () => DISCOUNT_MESSAGES.required }),
    /** Used when valueType is percentage; whole percent. */
    percentOff: number().nullable(),
    /** Used when valueType is fixed; major units of the page's currency (what people type). */
    amountOff: number().nullable(),
    /** null: unlimited. */
    maxRedemptions: number()
      .int(DISCOUNT_MESSAGES.wholeNumber)
      .min(DISCOUNT_LIMITS.redemptionsMin, DISCOUNT_MESSAGES.redemptionsMin)
      .max(DISCOUNT_LIMITS.redemptionsMax, DISCOUNT_MESSAGES.redemptionsMax)
      .nullable(),
    /** null: any client; otherwise the one client of the page who may use it. */
    clientId: itemId.nullable(),
    /** null: every product; otherwise only these (at least one). */
    products: z
      .array(discountProductInput)
      .min(1, DISCOUNT_MESSAGES.noProducts)
      .max(DISCOUNT_LIMITS.productsMax, DISCOUNT_MESSAGES.tooManyProducts)
      .refine(
        (items) => new Set(items.map((p) => `${p.type}:${p.id}`)).size === items.length,
        DISCOUNT_MESSAGES.duplicateProduct,
      )
      .nullable(),
  };
}

/** The request's shape: what the API route declares. The server applies discountInput for the page's currency. */
export const discountInputShape = z.object(discountFields());
export type DiscountInput = z.input<typeof discountInputShape>;

/** Every rule of a discount code for a booking page's currency. Form and API. */
export function discountInput(currency: CurrencyCode) {
  return discountInputShape.superRefine((value, ctx) => {
    if (value.valueType === 'percentage') {
      const percent = value.percentOff;
      const message =
        percent === null
          ? DISCOUNT_MESSAGES.required
          : !Number.isInteger(percent)
            ? DISCOUNT_MESSAGES.wholeNumber
            : percent < DISCOUNT_LIMITS.percentMin
              ? DISCOUNT_MESSAGES.percentMin
              : percent > DISCOUNT_LIMITS.percentMax
                ? DISCOUNT_MESSAGES.percentMax
                : null;
      if (message) ctx.addIssue({ code: 'custom', path: ['percentOff'], message });
    } else {
      const message =
        value.amountOff === null ? DISCOUNT_MESSAGES.required : validateAmountOff(value.amountOff, currency);
      if (message) ctx.addIssue({ code: 'custom', path: ['amountOff'], message });
    }
  });
}

/** The values to store: the other value type's field cleared, the amount in minor units. */
export function discountValue(
  input: Pick<z.output<typeof discountInputShape>, 'valueType' | 'percentOff' | 'amountOff'>,
  currency: CurrencyCode,
): {
  valueType: DiscountValueType;
  percentOff: number | null;
  amountOff: number | null;
  currency: CurrencyCode | null;
} {
  return input.valueType === 'percentage'
    ? { valueType: 'percentage', percentOff: input.percentOff, amountOff: null, currency: null }
    : { valueType: 'fixed', percentOff: null, amountOff: toMinor(input.amountOff ?? 0, currency), currency };
}

/** spec §4: Disable/Enable. */
export const discountActiveInput = z.object({
  active: z.boolean({ error: () => DISCOUNT_MESSAGES.required }),
});
export type DiscountActiveInput = z.infer<typeof discountActiveInput>;
