import { z } from 'zod';
import { CURRENCIES, type CurrencyCode } from './currencies';
import { fitsMinorUnit, formatMoney, isZeroDecimal, toMajor, toMinor } from './money';

export type PriceKind = 'service' | 'groupSession' | 'series' | 'package' | 'currencyChange';

interface PriceRule {
  /** The cap, counted in the currency's unit (see CURRENCIES). */
  capUnits: number;
  /** How much higher the cap goes with the increasedPriceLimit plan feature. */
  increasedMultiplier: number;
  /** Whether 0 (free) is allowed below the currency minimum. */
  freeAllowed: boolean;
  /** The word used in messages: 'Use $0.00 for a free session'. */
  noun: string;
}

// spec (section 9 and validation rules): services, group sessions and series are capped at 1000
// units (x5 with the increased price limit), packages at 3000 (x10), and the currency-change form
// at 5000 with no increase. The currency-change form only lists services that already have a
// price, so it has no free option.
export const PRICE_RULES = {
  service: { capUnits: 1000, increasedMultiplier: 5, freeAllowed: true, noun: 'service' },
  groupSession: { capUnits: 1000, increasedMultiplier: 5, freeAllowed: true, noun: 'session' },
  series: { capUnits: 1000, increasedMultiplier: 5, freeAllowed: true, noun: 'service' },
  package: { capUnits: 3000, increasedMultiplier: 10, freeAllowed: true, noun: 'package' },
  currencyChange: { capUnits: 5000, increasedMultiplier: 1, freeAllowed: false, noun: 'service' },
} as const satisfies Record<PriceKind, PriceRule>;

export interface PriceCapOptions {
  /** The plan has the increasedPriceLimit feature. */
  increased?: boolean;
}

/** The highest price allowed, in minor units. */
export function priceCap(kind: PriceKind, currency: CurrencyCode, options: PriceCapOptions = {}): number {
  const rule = PRICE_RULES[kind];
  const multiplier = options.increased ? rule.increasedMultiplier : 1;
  return rule.capUnits * multiplier * CURRENCIES[currency].unitMinor;
}

export interface PriceValidationOptions extends PriceCapOptions {
  kind?: PriceKind;
  /** Overrides the kind's noun, e.g. 'session' for a form that sells sessions. */
  noun?: string;
  locale?: string;
  trimWholeAmounts?: boolean;
}

/**
 * Checks a price typed in major units (19.99, ¥5000) and returns the spec's message, or null.
 * Fractions finer than the currency's minor unit (10.555 USD, 0.004 USD) are refused: rounding
 * them would store another price than the one typed (0.004 would become free). The bounds are
 * checked on the major amount before converting, so 1e308 or 2^53 + 2 get the cap's message.
 */
export function validatePrice(
  amountMajor: number,
  currency: CurrencyCode,
  options: PriceValidationOptions = {},
): string | null {
  const kind = options.kind ?? 'service';
  const rule = PRICE_RULES[kind];
  const noun = options.noun ?? rule.noun;
  const format = (amount: number) =>
    formatMoney({ amount, currency }, options.locale, { trimWholeAmounts: options.trimWholeAmounts });

  if (!Number.isFinite(amountMajor)) return 'Must be a number';

  const cap = priceCap(kind, currency, options);
  const minimum = CURRENCIES[currency].minimumChargeMinor;
  const minimumMessage = () =>
    rule.freeAllowed
      ? `Must be at least ${format(minimum)}. Use ${format(0)} for a free ${noun}.`
      : `Must be at least ${format(minimum)}.`;
  // Out of range before any conversion: toMinor cannot represent 1e308 or 2^53 + 2.
  if (amountMajor < 0) return minimumMessage();
  const tooMuch = amountMajor > toMajor(cap, currency);

  if (!tooMuch && isZeroDecimal(currency) && !Number.isInteger(amountMajor)) {
    return `Must be a whole number, e.g. ${Math.round(amountMajor)}`;
  }
  if (!tooMuch && !fitsMinorUnit(amountMajor, currency)) {
    const decimals = CURRENCIES[currency].decimals;
    return `Must have at most ${decimals} decimal places, e.g. ${toMajor(toMinor(amountMajor, currency), currency).toFixed(decimals)}`;
  }

  const amount = tooMuch ? Number.POSITIVE_INFINITY : toMinor(amountMajor, currency);
  if (amount > cap) {
    // spec: the currency-change form words its cap differently; the rest of its text is not given.
    if (kind === 'currencyChange') return `That's too much! Our sessions price is limited to ${format(cap)}.`;
    return `That's too much! The ${noun} price is limited to ${format(cap)}. Contact us if you need this limit increased.`;
  }

  if (amount < minimum && (amount !== 0 || !rule.freeAllowed)) return minimumMessage();

  return null;
}

/**
 * The price field shared by forms and API routes: a number in major units that passes
 * validatePrice. Convert the parsed value with toMinor before storing it.
 */
export function priceSchema(currency: CurrencyCode, options: PriceValidationOptions = {}) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a number') })
    .superRefine((value, ctx) => {
      const message = validatePrice(value, currency, options);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
