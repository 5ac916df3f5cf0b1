import { describe, expect, it } from 'vitest';
import { type DiscountInput, discountInput, discountValue, validateAmountOff } from './discount-input';
import { isUsedUp } from './discount-view';

const valid: DiscountInput = {
  code: 'SPRING10',
  valueType: 'percentage',
  percentOff: 10,
  amountOff: null,
  maxRedemptions: null,
  clientId: null,
  products: null,
};

function messages(body: unknown, currency: 'USD' | 'JPY' = 'USD') {
  const result = discountInput(currency).safeParse(body);
  if (result.success) return {};
  // The first message of each field, as the API and the form show it.
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('discount code', () => {
  it('accepts letters and digits up to 20 characters, trimmed', () => {
    expect(discountInput('USD').parse({ ...valid, code: ' Spring2026 ' }).code).toBe('Spring2026');
    expect(messages({ ...valid, code: 'A'.repeat(20) })).toEqual({});
  });

  it('is required', () => {
    expect(messages({ ...valid, code: '' })).toEqual({ code: 'Required' });
    expect(messages({ ...valid, code: undefined })).toEqual({ code: 'Required' });
  });

  it('is at most 20 characters', () => {
    expect(messages({ ...valid, code: 'A'.repeat(21) })).toEqual({
      code: 'Too long, please limit the code to 20 characters',
    });
  });

  it('refuses spaces and other characters with the spec message', () => {
    for (const code of ['SPRING 10', 'SPRING-10', 'ÉTÉ', 'a_b'])
      expect(messages({ ...valid, code })).toEqual({
        code: 'Code can only contain letters and digits without spaces',
      });
  });
});

describe('percent off', () => {
  it('is 1 to 100', () => {
    expect(messages({ ...valid, percentOff: 1 })).toEqual({});
    expect(messages({ ...valid, percentOff: 100 })).toEqual({});
    expect(messages({ ...valid, percentOff: 0 })).toEqual({ percentOff: 'Must be at least 1%' });
    expect(messages({ ...valid, percentOff: 101 })).toEqual({ percentOff: 'Must be at most 100%' });
  });

  it('is required and whole', () => {
    expect(messages({ ...valid, percentOff: null })).toEqual({ percentOff: 'Required' });
    expect(messages({ ...valid, percentOff: 12.5 })).toEqual({ percentOff: 'Must be a whole number' });
  });
});

describe('fixed amount', () => {
  const fixed = { ...valid, valueType: 'fixed', percentOff: null, amountOff: 5 };

  it('is required, a number and positive', () => {
    expect(messages(fixed)).toEqual({});
    expect(messages({ ...fixed, amountOff: null })).toEqual({ amountOff: 'Required' });
    expect(messages({ ...fixed, amountOff: '5' })).toEqual({ amountOff: 'Must be a number' });
    expect(messages({ ...fixed, amountOff: 0 })).toEqual({ amountOff: 'Must be greater than 0' });
    expect(messages({ ...fixed, amountOff: -3 })).toEqual({ amountOff: 'Must be greater than 0' });
  });

  it('is whole for zero-decimal currencies', () => {
    expect(messages({ ...fixed, amountOff: 500 }, 'JPY')).toEqual({});
    expect(messages({ ...fixed, amountOff: 500.5 }, 'JPY')).toEqual({
      amountOff: 'Must be a whole number, e.g. 501',
    });
  });

  it('fits the minor unit and stays under the highest price', () => {
    expect(validateAmountOff(0.005, 'USD')).toBe('Must have at most 2 decimal places, e.g. 0.01');
    expect(validateAmountOff(30_000, 'USD')).toBeNull();
    expect(validateAmountOff(30_000.01, 'USD')).toBe('Cannot be greater than $30,000.00');
    expect(validateAmountOff(1e308, 'USD')).toBe('Cannot be greater than $30,000.00');
  });

  it('is stored in minor units with the currency, the percent cleared', () => {
    const parsed = discountInput('USD').parse({ ...fixed, amountOff: 19.99, percentOff: 50 });
    expect(discountValue(parsed, 'USD')).toEqual({
      valueType: 'fixed',
      percentOff: null,
      amountOff: 1999,
      currency: 'USD',
    });
    expect(discountValue(discountInput('JPY').parse({ ...fixed, amountOff: 500 }), 'JPY')).toEqual({
      valueType: 'fixed',
      percentOff: null,
      amountOff: 500,
      currency: 'JPY',
    });
    expect(discountValue({ ...valid, amountOff: 3 }, 'USD')).toEqual({
      valueType: 'percentage',
      percentOff: 10,
      amountOff: null,
      currency: null,
    });
  });
});

describe('limits and restrictions', () => {
  it('max redemptions is 1 to 100, or null for unlimited', () => {
    expect(messages({ ...valid, maxRedemptions: 1 })).toEqual({});
    expect(messages({ ...valid, maxRedemptions: 100 })).toEqual({});
    expect(messages({ ...valid, maxRedemptions: 0 })).toEqual({ maxRedemptions: 'Must be greater than 0' });
    expect(messages({ ...valid, maxRedemptions: 101 })).toEqual({
      maxRedemptions: 'Cannot be greater than 100',
    });
    expect(messages({ ...valid, maxRedemptions: 2.5 })).toEqual({ maxRedemptions: 'Must be a whole number' });
  });

  it('restricts to one client or to at least one product, each once', () => {
    const product = { type: 'service', id: 's1' };
    expect(messages({ ...valid, clientId: 'c1', products: [product] })).toEqual({});
    expect(messages({ ...valid, products: [] })).toEqual({ products: 'Please choose at least one product' });
    expect(messages({ ...valid, products: [product, product] })).toEqual({
      products: 'Each product can only be added once',
    });
    expect(messages({ ...valid, products: [{ type: 'coupon', id: 's1' }] })).toEqual({
      'products.0.type': 'Required',
    });
  });
});

describe('used up', () => {
  it('is used up only when a limit is set and reached', () => {
    expect(isUsedUp({ timesRedeemed: 3, maxRedemptions: 3 })).toBe(true);
    expect(isUsedUp({ timesRedeemed: 2, maxRedemptions: 3 })).toBe(false);
    expect(isUsedUp({ timesRedeemed: 500, maxRedemptions: null })).toBe(false);
  });
});
