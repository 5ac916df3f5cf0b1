import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertWithPage, setPageCurrency } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { validSeries, validSession } from '../group-sessions/group-sessions-testing';
import { packageBody } from '../packages/packages-testing';
import { coaching } from './services-testing';

// The four things an expert sells share one price rule (src/domain/money/price-rules.ts, ADR 024):
// out-of-range prices get the cap or minimum message instead of a 500, and amounts finer than
// the currency counts are refused instead of rounded (0.004 USD would have been stored as free).

let t: TestApp;
let usd: TestClient;
let yen: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  usd = (await expertWithPage(t, 'ada@example.com', 'ada')).client;
  const jp = await expertWithPage(t, 'ken@example.com', 'ken');
  await setPageCurrency(t, jp.owner.pageId, 'JPY');
  yen = jp.client;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const kinds = [
  { kind: 'service', path: '/api/services', body: coaching, noun: 'service', cap: '$1,000.00' },
  {
    kind: 'group session',
    path: '/api/group-sessions',
    body: validSession(),
    noun: 'session',
    cap: '$1,000.00',
  },
  { kind: 'series', path: '/api/series', body: validSeries(), noun: 'service', cap: '$1,000.00' },
  { kind: 'package', path: '/api/packages', body: packageBody(), noun: 'package', cap: '$3,000.00' },
] as const;

describe.each(kinds)('the price of a $kind', ({ path, body, noun, cap }) => {
  const priceError = async (client: TestClient, price: number) => {
    const res = await client.request('POST', path, { ...body, price });
    expect(res.status).toBe(400);
    return res.body.error.fields.price as string;
  };

  it('answers 1e308 and 2^53 + 2 with the cap message', async () => {
    const message = `That's too much! The ${noun} price is limited to ${cap}. Contact us if you need this limit increased.`;
    expect(await priceError(usd, 1e308)).toBe(message);
    expect(await priceError(usd, 2 ** 53 + 2)).toBe(message);
  });

  it('answers -1e308 with the minimum message', async () => {
    expect(await priceError(usd, -1e308)).toBe(`Must be at least $0.50. Use $0.00 for a free ${noun}.`);
  });

  it('refuses an amount finer than a cent, and a fraction of a yen', async () => {
    expect(await priceError(usd, 0.004)).toBe('Must have at most 2 decimal places, e.g. 0.00');
    expect(await priceError(usd, 19.995)).toBe('Must have at most 2 decimal places, e.g. 20.00');
    expect(await priceError(yen, 1500.5)).toBe('Must be a whole number, e.g. 1501');
  });
});
