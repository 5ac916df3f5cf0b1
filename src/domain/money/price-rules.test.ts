import { describe, expect, it } from 'vitest';
import { priceCap, priceSchema, validatePrice } from './price-rules';

describe('priceCap', () => {
  it('caps services, group sessions and series at 1000 units, five times more with the increased limit', () => {
    expect(priceCap('service', 'USD')).toBe(100_000);
    expect(priceCap('groupSession', 'USD', { increased: true })).toBe(500_000);
    expect(priceCap('series', 'JPY')).toBe(100_000);
    expect(priceCap('service', 'INR')).toBe(10_000_000);
    expect(priceCap('service', 'INR', { increased: true })).toBe(50_000_000);
  });

  it('caps packages at 3000 units, ten times more with the increased limit', () => {
    expect(priceCap('package', 'EUR')).toBe(300_000);
    expect(priceCap('package', 'EUR', { increased: true })).toBe(3_000_000);
    expect(priceCap('package', 'JPY', { increased: true })).toBe(3_000_000);
  });

  it('caps the currency-change form at 5000 units whatever the plan', () => {
    expect(priceCap('currencyChange', 'SEK')).toBe(5_000_000);
    expect(priceCap('currencyChange', 'SEK', { increased: true })).toBe(5_000_000);
  });
});

describe('validatePrice', () => {
  it('accepts prices between the minimum and the cap, and zero', () => {
    expect(validatePrice(19.99, 'USD')).toBeNull();
    expect(validatePrice(0.5, 'USD')).toBeNull();
    expect(validatePrice(1000, 'USD')).toBeNull();
    expect(validatePrice(0, 'USD')).toBeNull();
    expect(validatePrice(100_000, 'JPY')).toBeNull();
  });

  it('rejects a price above the cap with the formatted cap', () => {
    expect(validatePrice(1000.01, 'USD')).toBe(
      "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.",
    );
    expect(validatePrice(100_001, 'JPY', { kind: 'series' })).toBe(
      "That's too much! The service price is limited to ¥100,000. Contact us if you need this limit increased.",
    );
  });

  it('raises the cap with the increased price limit', () => {
    expect(validatePrice(5000, 'USD', { increased: true })).toBeNull();
    expect(validatePrice(5001, 'USD', { increased: true })).toBe(
      "That's too much! The service price is limited to $5,000.00. Contact us if you need this limit increased.",
    );
    expect(validatePrice(30_000, 'USD', { kind: 'package', increased: true })).toBeNull();
  });

  it('rejects a price below the currency minimum unless it is zero', () => {
    expect(validatePrice(0.49, 'USD')).toBe('Must be at least $0.50. Use $0.00 for a free service.');
    expect(validatePrice(0.29, 'GBP')).toBe('Must be at least £0.30. Use £0.00 for a free service.');
    expect(validatePrice(49, 'JPY')).toBe('Must be at least ¥50. Use ¥0 for a free service.');
    expect(validatePrice(-5, 'USD')).toBe('Must be at least $0.50. Use $0.00 for a free service.');
  });

  it('names the thing being sold', () => {
    expect(validatePrice(0.1, 'USD', { kind: 'groupSession' })).toBe(
      'Must be at least $0.50. Use $0.00 for a free session.',
    );
    expect(validatePrice(1001, 'USD', { kind: 'groupSession' })).toBe(
      "That's too much! The session price is limited to $1,000.00. Contact us if you need this limit increased.",
    );
    expect(validatePrice(0.1, 'EUR', { kind: 'package' })).toBe(
      'Must be at least €0.50. Use €0.00 for a free package.',
    );
    expect(validatePrice(0.1, 'USD', { kind: 'series', noun: 'session' })).toBe(
      'Must be at least $0.50. Use $0.00 for a free session.',
    );
  });

  it('asks for whole numbers in zero-decimal currencies', () => {
    expect(validatePrice(1500.4, 'JPY')).toBe('Must be a whole number, e.g. 1500');
    expect(validatePrice(1500.5, 'JPY')).toBe('Must be a whole number, e.g. 1501');
    expect(validatePrice(99.99, 'KRW')).toBe('Must be a whole number, e.g. 100');
    expect(validatePrice(1500.5, 'HUF')).toBeNull();
  });

  it('words the currency-change form its own way and has no free option there', () => {
    expect(validatePrice(5000.01, 'USD', { kind: 'currencyChange' })).toBe(
      "That's too much! Our sessions price is limited to $5,000.00.",
    );
    expect(validatePrice(0, 'USD', { kind: 'currencyChange' })).toBe('Must be at least $0.50.');
    expect(validatePrice(0.5, 'USD', { kind: 'currencyChange' })).toBeNull();
  });

  it('formats amounts for the locale and can trim whole amounts', () => {
    expect(validatePrice(1000.01, 'EUR', { locale: 'de-DE' })).toBe(
      "That's too much! The service price is limited to 1.000,00\u00a0€. Contact us if you need this limit increased.",
    );
    expect(validatePrice(0.1, 'USD', { kind: 'groupSession', trimWholeAmounts: true })).toBe(
      'Must be at least $0.50. Use $0 for a free session.',
    );
  });

  it('refuses amounts finer than the currency counts instead of rounding them', () => {
    expect(validatePrice(0.004, 'USD')).toBe('Must have at most 2 decimal places, e.g. 0.00');
    expect(validatePrice(10.555, 'EUR', { kind: 'package' })).toBe(
      'Must have at most 2 decimal places, e.g. 10.56',
    );
    expect(validatePrice(19.99, 'USD')).toBeNull();
    expect(validatePrice(4.35, 'USD')).toBeNull();
    expect(validatePrice(0.5, 'JPY')).toBe('Must be a whole number, e.g. 1');
  });

  it('answers out-of-range amounts with the cap or minimum message, without converting them', () => {
    const cap =
      "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.";
    expect(validatePrice(1e308, 'USD')).toBe(cap);
    expect(validatePrice(2 ** 53 + 2, 'USD')).toBe(cap);
    expect(validatePrice(Number.MAX_VALUE, 'JPY')).toBe(
      "That's too much! The service price is limited to ¥100,000. Contact us if you need this limit increased.",
    );
    expect(validatePrice(1000.001, 'USD')).toBe(cap);
    expect(validatePrice(-1e308, 'USD')).toBe('Must be at least $0.50. Use $0.00 for a free service.');
    expect(validatePrice(-1, 'USD', { kind: 'currencyChange' })).toBe('Must be at least $0.50.');
    expect(validatePrice(-0, 'USD')).toBeNull();
    expect(validatePrice(1000, 'USD')).toBeNull();
  });

  it('rejects values that are not numbers', () => {
    expect(validatePrice(Number.NaN, 'USD')).toBe('Must be a number');
  });
});

describe('priceSchema', () => {
  const messages = (input: unknown, schema = priceSchema('USD', { kind: 'groupSession' })) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('parses a valid price unchanged', () => {
    expect(priceSchema('USD').parse(19.99)).toBe(19.99);
  });

  it('reports the same messages as validatePrice', () => {
    expect(messages(0.2)).toEqual(['Must be at least $0.50. Use $0.00 for a free session.']);
    expect(messages(2000)).toEqual([
      "That's too much! The session price is limited to $1,000.00. Contact us if you need this limit increased.",
    ]);
    expect(messages(12.5, priceSchema('JPY'))).toEqual(['Must be a whole number, e.g. 13']);
    expect(messages(2000, priceSchema('USD', { increased: true }))).toEqual([]);
  });

  it('requires a number', () => {
    expect(messages(undefined)).toEqual(['Required']);
    expect(messages('12')).toEqual(['Must be a number']);
    expect(messages(Number.NaN)).toEqual(['Must be a number']);
  });
});
