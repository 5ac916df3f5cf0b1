import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, getCurrency, isCurrencyCode, parseCurrencyCode } from './currencies';

describe('currency catalogue', () => {
  it('carries Stripe minimum charges in minor units', () => {
    expect(getCurrency('USD').minimumChargeMinor).toBe(50);
    expect(getCurrency('GBP').minimumChargeMinor).toBe(30);
    expect(getCurrency('HUF').minimumChargeMinor).toBe(17500);
    expect(getCurrency('JPY').minimumChargeMinor).toBe(50);
    expect(getCurrency('MXN').minimumChargeMinor).toBe(1000);
  });

  it('sets a price-cap unit worth roughly one US dollar', () => {
    expect(getCurrency('USD').unitMinor).toBe(100);
    expect(getCurrency('EUR').unitMinor).toBe(100);
    expect(getCurrency('JPY').unitMinor).toBe(100);
    expect(getCurrency('INR').unitMinor).toBe(10000);
  });

  it('keys every entry by its own code with consistent minor units', () => {
    for (const code of CURRENCY_CODES) {
      const currency = CURRENCIES[code];
      expect(currency.code).toBe(code);
      // Every minimum and unit must be a whole number of minor units and reachable in major units.
      expect(Number.isInteger(currency.minimumChargeMinor)).toBe(true);
      expect(currency.unitMinor % 10 ** currency.decimals).toBe(0);
      expect(currency.minimumChargeMinor).toBeLessThan(currency.unitMinor * 1000);
    }
    expect(CURRENCY_CODES).toHaveLength(26);
  });
});

describe('parseCurrencyCode', () => {
  it('accepts the provider’s lower-case codes', () => {
    expect(parseCurrencyCode('usd')).toBe('USD');
    expect(parseCurrencyCode(' Jpy ')).toBe('JPY');
  });

  it('rejects currencies we do not sell in', () => {
    expect(parseCurrencyCode('XYZ')).toBeUndefined();
    expect(parseCurrencyCode('toString')).toBeUndefined();
    expect(isCurrencyCode('constructor')).toBe(false);
    expect(isCurrencyCode('EUR')).toBe(true);
  });
});
