export interface Currency {
  /** ISO 4217 code, upper case. The payment provider wants it lower case; its adapter converts. */
  code: string;
  name: string;
  /** Minor-unit exponent as the payment provider counts it (JPY 0, USD 2). */
  decimals: number;
  /** Smallest amount the card provider will charge, in minor units. */
  minimumChargeMinor: number;
  /** The currency's price-cap unit in minor units; see the note on CURRENCIES. */
  unitMinor: number;
}

/**
 * The currencies a booking page can sell in.
 *
 * decimals follow Stripe's list of zero-decimal currencies: of those we support, only JPY and KRW
 * are charged in whole units. HUF is kept at 2 decimals because Stripe's API takes two-decimal HUF
 * amounts, even though payouts are whole forints and fillér coins are gone.
 *
 * minimumChargeMinor is Stripe's published minimum charge where it publishes one (USD 0.50,
 * GBP 0.30, HUF 175, JPY 50, ...). Stripe lists no minimum for KRW, ZAR and ILS and instead
 * rejects charges worth less than about USD 0.50 after conversion, so those carry a round amount
 * comfortably above that (₩1,000, R10, ₪2).
 *
 * unitMinor is the "per-currency unit" the spec's price caps multiply (service 1000 units,
 * package 3000, currency change 5000): roughly what 1 USD buys, rounded to the nearest 1 or 5
 * times a power of ten (on a log scale), using 2025 exchange rates. So ¥100 (~USD 0.68),
 * ₹100 (~USD 1.15), 10 kr (~USD 1), 5 zł (~USD 1.35). Caps only guard against typos and abuse,
 * so a friendly, stable number beats tracking exchange rates.
 */
export const CURRENCIES = {
  USD: { code: 'USD', name: 'US Dollar', decimals: 2, minimumChargeMinor: 50, unitMinor: 100 },
  EUR: { code: 'EUR', name: 'Euro', decimals: 2, minimumChargeMinor: 50, unitMinor: 100 },
  GBP: { code: 'GBP', name: 'British Pound', decimals: 2, minimumChargeMinor: 30, unitMinor: 100 },
  CAD: { code: 'CAD', name: 'Canadian Dollar', decimals: 2, minimumChargeMinor: 50, unitMinor: 100 },
  AUD: { code: 'AUD', name: 'Australian Dollar', decimals: 2, minimumChargeMinor: 50, unitMinor: 100 },
  NZD: { code: 'NZD', name: 'New Zealand Dollar', decimals: 2, minimumChargeMinor: 50, unitMinor: 100 },
  CHF: { code: 'CHF', name: 'Swiss Franc', decimals: 2, minimumChargeMinor: 50, unitMinor: 100 },
  SEK: { code: 'SEK', name: 'Swedish Krona', decimals: 2, minimumChargeMinor: 300, unitMinor: 1000 },
  NOK: { code: 'NOK', name: 'Norwegian Krone', decimals: 2, minimumChargeMinor: 300, unitMinor: 1000 },
  DKK: { code: 'DKK', name: 'Danish Krone', decimals: 2, minimumChargeMinor: 250, unitMinor: 500 },
  PLN: { code: 'PLN', name: 'Polish Złoty', decimals: 2, minimumChargeMinor: 200, unitMinor: 500 },
  CZK: { code: 'CZK', name: 'Czech Koruna', decimals: 2, minimumChargeMinor: 1500, unitMinor: 1000 },
  HUF: { code: 'HUF', name: 'Hungarian Forint', decimals: 2, minimumChargeMinor: 17500, unitMinor: 50000 },
  RON: { code: 'RON', name: 'Romanian Leu', decimals: 2, minimumChargeMinor: 200, unitMinor: 500 },
  JPY: { code: 'JPY', name: 'Japanese Yen', decimals: 0, minimumChargeMinor: 50, unitMinor: 100 },
  KRW: { code: 'KRW', name: 'South Korean Won', decimals: 0, minimumChargeMinor: 1000, unitMinor: 1000 },
  INR: { code: 'INR', name: 'Indian Rupee', decimals: 2, minimumChargeMinor: 50, unitMinor: 10000 },
  SGD: { code: 'SGD', name: 'Singapore Dollar', decimals: 2, minimumChargeMinor: 50, unitMinor: 100 },
  HKD: { code: 'HKD', name: 'Hong Kong Dollar', decimals: 2, minimumChargeMinor: 400, unitMinor: 1000 },
  MYR: { code: 'MYR', name: 'Malaysian Ringgit', decimals: 2, minimumChargeMinor: 200, unitMinor: 500 },
  THB: { code: 'THB', name: 'Thai Baht', decimals: 2, minimumChargeMinor: 1000, unitMinor: 5000 },
  MXN: { code: 'MXN', name: 'Mexican Peso', decimals: 2, minimumChargeMinor: 1000, unitMinor: 1000 },
  BRL: { code: 'BRL', name: 'Brazilian Real', decimals: 2, minimumChargeMinor: 50, unitMinor: 500 },
  ZAR: { code: 'ZAR', name: 'South African Rand', decimals: 2, minimumChargeMinor: 1000, unitMinor: 1000 },
  AED: { code: 'AED', name: 'UAE Dirham', decimals: 2, minimumChargeMinor: 200, unitMinor: 500 },
  ILS: { code: 'ILS', name: 'Israeli New Shekel', decimals: 2, minimumChargeMinor: 200, unitMinor: 500 },
} as const satisfies Record<string, Currency>;

export type CurrencyCode = keyof typeof CURRENCIES;

export const CURRENCY_CODES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCIES, value);
}

/** Accepts the provider's lower-case codes too ('usd'); undefined for anything we do not sell in. */
export function parseCurrencyCode(value: string): CurrencyCode | undefined {
  const upper = value.trim().toUpperCase();
  return isCurrencyCode(upper) ? upper : undefined;
}

export function getCurrency(code: CurrencyCode): Currency {
  return CURRENCIES[code];
}
