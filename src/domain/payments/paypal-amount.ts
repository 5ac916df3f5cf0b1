import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '../money/currencies';

// PayPal's Orders API takes an amount as a decimal string in the currency's major units
// ("22.50"), with the decimals PayPal counts: HUF, JPY and TWD have none (PayPal's currency codes
// page: a decimal amount is refused). We store integer minor units by Stripe's count (ADR 032),
// which gives HUF two decimals, so a HUF amount must be whole forints to be charged by PayPal.

/** The currencies PayPal's REST APIs accept for payments, of those a booking page can sell in. */
export const PAYPAL_CURRENCIES: ReadonlySet<string> = new Set([
  'AUD',
  'BRL',
  'CAD',
  'CHF',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PLN',
  'SEK',
  'SGD',
  'THB',
  'USD',
]);

/** PayPal's currencies without decimals. */
const PAYPAL_ZERO_DECIMAL: ReadonlySet<string> = new Set(['HUF', 'JPY', 'TWD']);

const paypalDecimals = (currency: string) => (PAYPAL_ZERO_DECIMAL.has(currency) ? 0 : 2);

function ourDecimals(currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`Unknown currency ${currency}`);
  return CURRENCIES[currency as CurrencyCode].decimals;
}

/** Whether PayPal can charge this amount in this currency (a supported currency, no lost digits). */
export function paypalCanCharge(amount: number, currency: string): boolean {
  if (!PAYPAL_CURRENCIES.has(currency) || !Number.isSafeInteger(amount) || amount < 0) return false;
  const drop = ourDecimals(currency) - paypalDecimals(currency);
  return drop <= 0 || amount % 10 ** drop === 0;
}

/** Integer minor units → PayPal's value string: 2250 USD "22.50", 5000 JPY "5000", 17500 HUF "175". */
export function toPaypalValue(amount: number, currency: string): string {
  if (!paypalCanCharge(amount, currency)) {
    throw new RangeError(`PayPal cannot charge ${amount} minor units of ${currency}`);
  }
  const ours = ourDecimals(currency);
  const theirs = paypalDecimals(currency);
  const units = ours > theirs ? amount / 10 ** (ours - theirs) : amount;
  if (theirs === 0) return String(units);
  const text = String(units).padStart(theirs + 1, '0');
  return `${text.slice(0, -theirs)}.${text.slice(-theirs)}`;
}

/** PayPal's value string → integer minor units: "22.50" USD 2250, "5000" JPY 5000, "175" HUF 17500. */
export function fromPaypalValue(value: string, currency: string): number {
  if (!/^\d+(\.\d+)?$/.test(value)) throw new RangeError(`Not a PayPal amount: ${value}`);
  const ours = ourDecimals(currency);
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > ours) throw new RangeError(`${value} ${currency} has more decimals than ${ours}`);
  return Number(whole) * 10 ** ours + Number(fraction.padEnd(ours, '0') || '0');
}
