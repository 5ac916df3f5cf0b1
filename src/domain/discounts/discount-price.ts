import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '../money/currencies';

// The price rule of a discount code (issue 14, spec doc 2 §3 and §5), on integer minor units:
//
// - Percent: the amount off is price × percent / 100 rounded half up to a whole minor unit
//   (a cent; a yen for zero-decimal currencies, whose minor unit is the whole unit). So 15% of
//   $19.99 is 299.85 cents → 300 off, 1,699 to pay; 33% of ¥1,001 is 330.33 → ¥330 off.
// - Fixed: the amount off is in the code's currency and only applies to a price in that same
//   currency (no conversion: a fixed code in another currency does not apply). It is capped at
//   the price, so a $50 code on a $30 session makes it free, never negative.
// - The amount to pay is never below 0; 0 books without a payment (a 100% code).
// - Between 0 and the currency's minimum charge (the card provider refuses smaller charges) the
//   code still applies, but the amount off is lowered so that the client pays exactly the
//   minimum: a 95% code on a $5 session costs $0.50, not $0.25. A client is never refused a code
//   they were given for this reason, and the expert never gets a charge the provider rejects.
//   When the price itself is below the minimum (legacy prices), nothing is taken off.

export type DiscountValue =
  | { valueType: 'percentage'; percentOff: number }
  | { valueType: 'fixed'; amountOff: number; currency: string };

export type DiscountedPrice = {
  /** The price before the code, minor units. */
  price: number;
  /** What the code takes off, minor units. */
  amountOff: number;
  /** What the client pays, minor units: 0, or at least the currency's minimum charge. */
  amountToPay: number;
  currency: string;
};

export type DiscountPriceResult =
  | ({ ok: true } & DiscountedPrice)
  | { ok: false; reason: 'other_currency' | 'nothing_to_pay' };

/** price × percent / 100, rounded half up, in integers (no float drift). */
export function percentOff(price: number, percent: number): number {
  return Math.floor((price * percent + 50) / 100);
}

function minimumCharge(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCIES[currency as CurrencyCode].minimumChargeMinor : 0;
}

/** The discounted price of `price` minor units of `currency`, or why the code does not apply. */
export function discountPrice(price: number, currency: string, value: DiscountValue): DiscountPriceResult {
  if (price <= 0) return { ok: false, reason: 'nothing_to_pay' };
  let off: number;
  if (value.valueType === 'percentage') {
    off = percentOff(price, value.percentOff);
  } else {
    if (value.currency.toUpperCase() !== currency.toUpperCase())
      return { ok: false, reason: 'other_currency' };
    off = value.amountOff;
  }
  off = Math.min(Math.max(off, 0), price);
  const minimum = minimumCharge(currency);
  let toPay = price - off;
  if (toPay > 0 && toPay < minimum) {
    toPay = Math.min(minimum, price);
    off = price - toPay;
  }
  return { ok: true, price, amountOff: off, amountToPay: toPay, currency };
}
