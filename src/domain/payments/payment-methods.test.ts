import { describe, expect, it } from 'vitest';
import { checkoutPaymentMethods } from './payment-methods';

describe('checkoutPaymentMethods', () => {
  it('offers only the card (with its wallets) without the plan feature, whatever the currency', () => {
    expect(checkoutPaymentMethods({ currency: 'EUR', localPaymentMethods: false })).toEqual(['card']);
    expect(checkoutPaymentMethods({ currency: 'PLN', localPaymentMethods: false })).toEqual(['card']);
  });

  it('adds the euro methods, Alipay and WeChat Pay in EUR, never the withdrawn giropay', () => {
    expect(checkoutPaymentMethods({ currency: 'EUR', localPaymentMethods: true })).toEqual([
      'card',
      'bancontact',
      'ideal',
      'p24',
      'eps',
      'alipay',
      'wechat_pay',
    ]);
  });

  it('offers Przelewy24 in PLN, and the wallets by their own currencies', () => {
    expect(checkoutPaymentMethods({ currency: 'PLN', localPaymentMethods: true })).toEqual(['card', 'p24']);
    expect(checkoutPaymentMethods({ currency: 'USD', localPaymentMethods: true })).toEqual([
      'card',
      'alipay',
      'wechat_pay',
    ]);
    expect(checkoutPaymentMethods({ currency: 'NZD', localPaymentMethods: true })).toEqual([
      'card',
      'alipay',
    ]);
    expect(checkoutPaymentMethods({ currency: 'CHF', localPaymentMethods: true })).toEqual([
      'card',
      'wechat_pay',
    ]);
    expect(checkoutPaymentMethods({ currency: 'BRL', localPaymentMethods: true })).toEqual(['card']);
  });

  it('reads the currency in either case', () => {
    expect(checkoutPaymentMethods({ currency: 'pln', localPaymentMethods: true })).toEqual(['card', 'p24']);
  });

  it('keeps a payment plan card only: its card is saved for later charges', () => {
    expect(checkoutPaymentMethods({ currency: 'EUR', localPaymentMethods: true, saveCard: true })).toEqual([
      'card',
    ]);
  });
});
