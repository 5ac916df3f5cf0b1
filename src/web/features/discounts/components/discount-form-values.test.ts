import { describe, expect, it } from 'vitest';
import type { DiscountView } from '../../../../domain/discounts/discount-view';
import {
  type DiscountFormValues,
  EMPTY_DISCOUNT_VALUES,
  toDiscountInput,
  validateDiscountForm,
  valuesFromDiscount,
} from './discount-form-values';

const filled: DiscountFormValues = {
  ...EMPTY_DISCOUNT_VALUES,
  code: 'SPRING',
  percentOff: 10,
  amountOff: 5,
  limitRedemptions: true,
  maxRedemptions: 3,
  restrictClient: true,
  clientId: 'c1',
  clientName: 'Grace Hopper',
  restrictProducts: true,
  products: ['service:s1', 'session:x:y'],
};

describe('discount form values', () => {
  it('sends the checked restrictions and only the chosen value type', () => {
    expect(toDiscountInput(filled)).toEqual({
      code: 'SPRING',
      valueType: 'percentage',
      percentOff: 10,
      amountOff: null,
      maxRedemptions: 3,
      clientId: 'c1',
      products: [
        { type: 'service', id: 's1' },
        { type: 'session', id: 'x:y' },
      ],
    });
  });

  it('clears what is unchecked (spec §5), keeping what the boxes held in the form', () => {
    const unchecked = { ...filled, limitRedemptions: false, restrictClient: false, restrictProducts: false };
    expect(toDiscountInput({ ...unchecked, valueType: 'fixed' })).toEqual({
      code: 'SPRING',
      valueType: 'fixed',
      percentOff: null,
      amountOff: 5,
      maxRedemptions: null,
      clientId: null,
      products: null,
    });
  });

  it("shows the API's messages under the form's fields", () => {
    const validate = validateDiscountForm('USD');
    expect(validate({ ...EMPTY_DISCOUNT_VALUES, code: 'A B', percentOff: 0 })).toEqual({
      code: 'Code can only contain letters and digits without spaces',
      percentOff: 'Must be at least 1%',
    });
    expect(validate({ ...filled, maxRedemptions: 101, clientId: null, products: [] })).toEqual({
      maxRedemptions: 'Cannot be greater than 100',
      clientId: 'Please choose a client',
      products: 'Please choose at least one product',
    });
    expect(validate({ ...filled, valueType: 'fixed', amountOff: '' })).toEqual({ amountOff: 'Required' });
  });

  it('reads a saved code back into the form in major units', () => {
    const saved: DiscountView = {
      id: 'd1',
      code: 'TEN',
      valueType: 'fixed',
      percentOff: null,
      amountOff: 1050,
      currency: 'USD',
      active: true,
      timesRedeemed: 0,
      maxRedemptions: null,
      usedUp: false,
      client: null,
      products: [{ type: 'package', id: 'p1', title: 'Five calls', start: null }],
      createdAt: '2026-12-16T10:30:00.000Z',
    };
    expect(valuesFromDiscount(saved)).toEqual({
      ...EMPTY_DISCOUNT_VALUES,
      code: 'TEN',
      valueType: 'fixed',
      amountOff: 10.5,
      restrictProducts: true,
      products: ['package:p1'],
    });
  });
});
