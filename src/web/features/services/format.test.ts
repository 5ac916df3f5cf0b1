import { describe, expect, it } from 'vitest';
import { serviceMetaLabel, servicePriceLabel } from './format';

describe('service labels', () => {
  it('formats the price in the page currency, and 0 as Free', () => {
    expect(servicePriceLabel({ amount: 12000, currency: 'USD' })).toBe('$120.00');
    expect(servicePriceLabel({ amount: 5000, currency: 'JPY' })).toBe('¥5,000');
    expect(servicePriceLabel({ amount: 0, currency: 'EUR' })).toBe('Free');
  });

  it('puts the length and price on one line', () => {
    expect(serviceMetaLabel({ duration: 75, price: { amount: 9950, currency: 'GBP' } })).toBe(
      '1 hour 15 minutes · £99.50',
    );
  });
});
