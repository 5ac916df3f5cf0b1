import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertWithPage, type Owner } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { holdPageCurrency } from '../booking-page/service';
import { coaching, create as createService } from '../services/services-testing';
import { storedPrices } from './payments-settings-testing';

// issue 14: a price saved while the page's currency changes is never stored in the wrong currency.
// A price edit reads the page's currency, then writes under a share lock on the page row
// (holdPageCurrency); the currency change takes that row FOR UPDATE. On PostgreSQL the two really
// overlap; on PGlite they are serialised and the same rules hold.

const CHANGED =
  "The booking page's currency changed while you were editing. Reload to see prices in the new currency.";

let t: TestApp;
let ada: TestClient;
let owner: Owner;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner } = await expertWithPage(t, 'ada@example.com', 'ada'));
  serviceId = (await createService(ada, { title: 'Career coaching', price: 120 })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function currencyBody(currency: string, price: number) {
  const current = (await ada.request('GET', '/api/payments/currency')).body as {
    version: string;
    items: Array<{ kind: string; id: string }>;
  };
  return {
    currency,
    version: current.version,
    prices: current.items.map((item) => ({ kind: item.kind, id: item.id, price })),
  };
}

describe('a price edit racing a currency change', () => {
  it('refuses a write whose currency the page no longer sells in, 409 and nothing written', async () => {
    const db = t.services.deps.database.db;
    const stale = { id: owner.pageId, currency: 'GBP' };
    await expect(db.transaction((tx) => holdPageCurrency(tx, stale))).rejects.toMatchObject({
      status: 409,
      message: CHANGED,
    });
    await db.transaction((tx) => holdPageCurrency(tx, { id: owner.pageId, currency: 'USD' }));
  });

  it('ends with every price in the currency the page sells in, whichever commits first', async () => {
    const rounds: Array<[string, number]> = [
      ['EUR', 110],
      ['JPY', 18000],
      ['USD', 125],
      ['GBP', 95],
      ['EUR', 105],
    ];
    for (const [round, [currency, price]] of rounds.entries()) {
      // A new price each round, so an edit that commits first always makes the change's form stale.
      const edited = 60 + round;
      const body = await currencyBody(currency, price);
      const [change, edit] = await Promise.all([
        ada.request('PUT', '/api/payments/currency', body),
        ada.request('PUT', `/api/services/${serviceId}`, { ...coaching, price: edited }),
      ]);
      expect([200, 409]).toContain(change.status);
      expect([200, 409]).toContain(edit.status);
      // At least one of them is applied: the edit loses only to a change that committed first.
      expect(change.status === 409 && edit.status === 409).toBe(false);
      if (edit.status === 409) expect(edit.body.error.message).toBe(CHANGED);
      const stored = await storedPrices(t, owner.pageId);
      const page = stored.currency;
      const factor = page === 'JPY' ? 1 : 100;
      // The edit's price is read in the page's currency when it commits after the change; a change
      // that commits after an edit of the same round re-prices nothing (its version is stale).
      const expected = edit.status === 200 ? edited * factor : price * factor;
      expect({ page, price: stored.services[0]!.price }).toEqual({
        page: change.status === 200 ? currency : page,
        price: expected,
      });
    }
  });
});
