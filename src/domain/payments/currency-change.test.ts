import { describe, expect, it } from 'vitest';
import { CURRENCY_CHANGE_MESSAGES, currencyChangeInput, type ListedItem } from './currency-change';

const messages = (body: unknown, listed?: ListedItem[]) => {
  const result = currencyChangeInput(listed).safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const change = (currency: string, ...prices: unknown[]) => ({
  currency,
  version: 'v1',
  prices: prices.map((price, i) => ({ kind: 'service', id: `s${i}`, price })),
});

describe('the currency change form', () => {
  it('accepts new prices within the minimum and 5000 units', () => {
    expect(messages(change('EUR', 0.5, 5000, 49.99))).toEqual({});
    expect(messages(change('JPY', 50, 500000))).toEqual({});
  });

  it('caps a price at 5000 times the currency unit with the spec message', () => {
    expect(messages(change('USD', 5000.01))).toEqual({
      'prices.0.price': "That's too much! Our sessions price is limited to $5,000.00.",
    });
    expect(messages(change('JPY', 500001))).toEqual({
      'prices.0.price': "That's too much! Our sessions price is limited to ¥500,000.",
    });
    expect(messages(change('SEK', 50001))).toEqual({
      'prices.0.price': "That's too much! Our sessions price is limited to SEK\u00a050,000.00.",
    });
  });

  it('needs at least the currency minimum, and zero is not free here', () => {
    expect(messages(change('EUR', 0.49, 0))).toEqual({
      'prices.0.price': 'Must be at least €0.50.',
      'prices.1.price': 'Must be at least €0.50.',
    });
    expect(messages(change('JPY', 49))).toEqual({ 'prices.0.price': 'Must be at least ¥50.' });
  });

  it('wants whole numbers for zero-decimal currencies and cents for the others', () => {
    expect(messages(change('JPY', 1500.5))).toEqual({
      'prices.0.price': 'Must be a whole number, e.g. 1501',
    });
    expect(messages(change('KRW', 1000.2))).toEqual({
      'prices.0.price': 'Must be a whole number, e.g. 1000',
    });
    expect(messages(change('USD', 10.555))).toEqual({
      'prices.0.price': 'Must have at most 2 decimal places, e.g. 10.56',
    });
  });

  it('wants a number and a supported currency', () => {
    expect(messages(change('USD', '12'))).toEqual({ 'prices.0.price': 'Must be a number' });
    expect(messages(change('USD', undefined))).toEqual({ 'prices.0.price': 'Required' });
    expect(messages(change('XXX', 12))).toEqual({ currency: 'Please choose a currency' });
  });

  it('needs a new price for every listed item, once each', () => {
    const listed: ListedItem[] = [
      { kind: 'service', id: 's0', paymentPlanMonths: null },
      { kind: 'series', id: 'x', paymentPlanMonths: null },
    ];
    expect(messages(change('EUR', 10), listed)).toEqual({ prices: CURRENCY_CHANGE_MESSAGES.missing });
    const twice = {
      ...change('EUR', 10),
      prices: [...change('EUR', 10, 10).prices, { kind: 'series', id: 'x', price: 5 }],
    };
    twice.prices[1]!.id = 's0';
    expect(messages(twice, listed)).toEqual({ 'prices.1': CURRENCY_CHANGE_MESSAGES.duplicate });
  });

  it("checks a package's monthly instalment against the new currency's minimum", () => {
    const listed: ListedItem[] = [{ kind: 'package', id: 'p', paymentPlanMonths: 12 }];
    const body = (price: number) => ({
      currency: 'GBP',
      version: 'v1',
      prices: [{ kind: 'package', id: 'p', price }],
    });
    expect(messages(body(3.48), listed)).toEqual({ 'prices.0.price': 'Must be at least £0.30 per month' });
    expect(messages(body(3.49), listed)).toEqual({});
    expect(messages(body(3.6), listed)).toEqual({});
  });
});
