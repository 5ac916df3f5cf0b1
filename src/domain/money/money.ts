import { CURRENCIES, type CurrencyCode } from './currencies';

export type { CurrencyCode } from './currencies';

export interface Money {
  /** Integer minor units (cents for USD, yen for JPY). */
  amount: number;
  currency: CurrencyCode;
}

export function isZeroDecimal(currency: CurrencyCode): boolean {
  return CURRENCIES[currency].decimals === 0;
}

/**
 * Major units (what people type: 19.99) to integer minor units (1999), rounding half away from
 * zero at the currency's precision.
 *
 * Multiplying the float (1.005 * 100 = 100.49999999999999) would round the wrong way, so the
 * decimal point is shifted in the number's shortest decimal text instead ("1.005e2" = 100.5).
 */
export function toMinor(major: number, currency: CurrencyCode): number {
  if (!Number.isFinite(major)) {
    throw new RangeError(`Cannot convert ${major} ${currency} to minor units`);
  }
  const [digits = '0', exponent = '0'] = String(Math.abs(major)).split('e');
  const shifted = Number(`${digits}e${Number(exponent) + CURRENCIES[currency].decimals}`);
  const minor = Math.sign(major) * Math.round(shifted);
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`${major} ${currency} is too large to represent in minor units`);
  }
  // Normalises -0 (from rounding -0.001) to 0 so equality checks and JSON stay clean.
  return minor === 0 ? 0 : minor;
}

/**
 * Whether a major amount has no digits below the currency's minor unit (19.99 USD yes, 0.004 USD
 * and 1.5 JPY no). Shifts the decimal text like toMinor, so 4.35 (4.3499999… in binary) is
 * judged by its shortest decimal form, not by the float's binary expansion.
 */
export function fitsMinorUnit(major: number, currency: CurrencyCode): boolean {
  if (!Number.isFinite(major)) return false;
  const [digits = '0', exponent = '0'] = String(Math.abs(major)).split('e');
  return Number.isInteger(Number(`${digits}e${Number(exponent) + CURRENCIES[currency].decimals}`));
}

export function toMajor(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** CURRENCIES[currency].decimals;
}

export interface FormatMoneyOptions {
  /** Drop the fraction of whole amounts in decimal currencies ("$1,000" instead of "$1,000.00"). */
  trimWholeAmounts?: boolean;
}

// Intl.NumberFormat construction is slow next to format(); lists format hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: CurrencyCode, locale: string, trim: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${trim}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { decimals } = CURRENCIES[currency];
    // Digits come from our catalogue, not ICU: ICU shows HUF without decimals, which would
    // silently round amounts that the provider still counts in fillér.
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      trailingZeroDisplay: trim ? 'stripIfInteger' : 'auto',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "$19.99", "¥5,000", "€1.234,50" (de-DE). */
export function formatMoney(money: Money, locale = 'en-US', options: FormatMoneyOptions = {}): string {
  const formatter = currencyFormatter(money.currency, locale, options.trimWholeAmounts ?? false);
  return formatter.format(toMajor(money.amount, money.currency));
}

/** A stored amount and currency code (a row's text column): formatted, or plainly when unknown. */
export function formatStoredMoney(amount: number, currency: string): string {
  return currency in CURRENCIES
    ? formatMoney({ amount, currency: currency as CurrencyCode })
    : `${amount} ${currency}`;
}
