import { describe, expect, it } from 'vitest';
import { fromPaypalValue, paypalCanCharge, toPaypalValue } from './paypal-amount';

describe("PayPal's amounts (major units as a string)", () => {
  it('writes two decimals for a two-decimal currency', () => {
    expect(toPaypalValue(2250, 'USD')).toBe('22.50');
    expect(toPaypalValue(5, 'EUR')).toBe('0.05');
    expect(toPaypalValue(0, 'GBP')).toBe('0.00');
    expect(toPaypalValue(123456789, 'USD')).toBe('1234567.89');
  });

  it('writes no decimals for a zero-decimal currency', () => {
    expect(toPaypalValue(5000, 'JPY')).toBe('5000');
    expect(toPaypalValue(50, 'JPY')).toBe('50');
  });

  it('writes whole forints: PayPal takes no HUF decimals, we keep two', () => {
    expect(toPaypalValue(17500, 'HUF')).toBe('175');
    expect(paypalCanCharge(17550, 'HUF')).toBe(false);
    expect(() => toPaypalValue(17550, 'HUF')).toThrow('PayPal cannot charge 17550 minor units of HUF');
  });

  it('refuses a currency PayPal does not take', () => {
    expect(paypalCanCharge(100000, 'KRW')).toBe(false);
    expect(paypalCanCharge(5000, 'INR')).toBe(false);
    expect(() => toPaypalValue(5000, 'ZAR')).toThrow('PayPal cannot charge 5000 minor units of ZAR');
  });

  it('reads PayPal values back into minor units', () => {
    expect(fromPaypalValue('22.50', 'USD')).toBe(2250);
    expect(fromPaypalValue('22.5', 'USD')).toBe(2250);
    expect(fromPaypalValue('22', 'USD')).toBe(2200);
    expect(fromPaypalValue('5000', 'JPY')).toBe(5000);
    expect(fromPaypalValue('175', 'HUF')).toBe(17500);
    expect(() => fromPaypalValue('1.5', 'JPY')).toThrow('1.5 JPY has more decimals than 0');
    expect(() => fromPaypalValue('-1.00', 'USD')).toThrow('Not a PayPal amount: -1.00');
  });
});
