import { describe, expect, it } from 'vitest';
import { fitsMinorUnit, formatMoney, isZeroDecimal, toMajor, toMinor } from './money';

describe('isZeroDecimal', () => {
  it('knows the currencies charged in whole units', () => {
    expect(isZeroDecimal('JPY')).toBe(true);
    expect(isZeroDecimal('KRW')).toBe(true);
    expect(isZeroDecimal('USD')).toBe(false);
    expect(isZeroDecimal('HUF')).toBe(false);
  });
});

describe('fitsMinorUnit', () => {
  it('accepts amounts the currency can count and refuses finer ones', () => {
    expect(fitsMinorUnit(19.99, 'USD')).toBe(true);
    expect(fitsMinorUnit(4.35, 'USD')).toBe(true);
    expect(fitsMinorUnit(0, 'USD')).toBe(true);
    expect(fitsMinorUnit(1e21, 'USD')).toBe(true);
    expect(fitsMinorUnit(0.004, 'USD')).toBe(false);
    expect(fitsMinorUnit(10.555, 'EUR')).toBe(false);
    expect(fitsMinorUnit(1e-7, 'USD')).toBe(false);
    expect(fitsMinorUnit(1500, 'JPY')).toBe(true);
    expect(fitsMinorUnit(1500.5, 'JPY')).toBe(false);
    expect(fitsMinorUnit(Number.NaN, 'USD')).toBe(false);
    expect(fitsMinorUnit(Number.POSITIVE_INFINITY, 'USD')).toBe(false);
  });
});

describe('toMinor', () => {
  it('converts typed prices without float drift', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(0.29, 'EUR')).toBe(29);
    expect(toMinor(1.1, 'GBP')).toBe(110);
    expect(toMinor(4.35, 'USD')).toBe(435);
    expect(toMinor(1234567.89, 'USD')).toBe(123456789);
  });

  it('rounds half away from zero at the currency precision', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point.
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(1.004, 'USD')).toBe(100);
    expect(toMinor(-1.005, 'USD')).toBe(-101);
    expect(toMinor(2.675, 'USD')).toBe(268);
    expect(toMinor(0.001, 'USD')).toBe(0);
    expect(Object.is(toMinor(-0.001, 'USD'), 0)).toBe(true);
  });

  it('keeps zero-decimal currencies in whole units', () => {
    expect(toMinor(5000, 'JPY')).toBe(5000);
    expect(toMinor(49.5, 'JPY')).toBe(50);
    expect(toMinor(1000, 'KRW')).toBe(1000);
  });

  it('handles numbers printed in exponent form', () => {
    // String(1e-7) is '1e-7' and String(1e21) is '1e+21'.
    expect(toMinor(1e-7, 'USD')).toBe(0);
    expect(() => toMinor(1e21, 'JPY')).toThrow('1e+21 JPY is too large to represent in minor units');
  });

  it('refuses values that are not amounts', () => {
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
  });
});

describe('toMajor', () => {
  it('converts minor units back to what people read', () => {
    expect(toMajor(1999, 'USD')).toBe(19.99);
    expect(toMajor(5000, 'JPY')).toBe(5000);
    expect(toMajor(17500, 'HUF')).toBe(175);
  });
});

describe('formatMoney', () => {
  it('shows zero-decimal currencies without decimals', () => {
    expect(formatMoney({ amount: 5000, currency: 'JPY' })).toBe('¥5,000');
    expect(formatMoney({ amount: 1000, currency: 'KRW' })).toBe('₩1,000');
  });

  it('shows two-decimal currencies with cents', () => {
    expect(formatMoney({ amount: 1999, currency: 'USD' })).toBe('$19.99');
    expect(formatMoney({ amount: 100000, currency: 'USD' })).toBe('$1,000.00');
    expect(formatMoney({ amount: 0, currency: 'GBP' })).toBe('£0.00');
    expect(formatMoney({ amount: 17500, currency: 'HUF' })).toBe('HUF\u00a0175.00');
  });

  it('drops .00 from whole amounts only when asked', () => {
    expect(formatMoney({ amount: 100000, currency: 'USD' }, 'en-US', { trimWholeAmounts: true })).toBe(
      '$1,000',
    );
    expect(formatMoney({ amount: 1999, currency: 'USD' }, 'en-US', { trimWholeAmounts: true })).toBe(
      '$19.99',
    );
  });

  it('follows the locale', () => {
    expect(formatMoney({ amount: 123450, currency: 'EUR' }, 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney({ amount: 10000000, currency: 'INR' }, 'en-IN')).toBe('₹1,00,000.00');
  });
});
