import { createHash } from 'node:crypto';
import type { CurrencyCode } from '../../../domain/money/currencies';
import { toMinor } from '../../../domain/money/money';
import { monthlyAmount } from '../../../domain/packages/package-input';
import {
  CURRENCY_CHANGE_MESSAGES,
  type CurrencySettingsView,
  currencyChangeInput,
  itemKey,
} from '../../../domain/payments/currency-change';
import { type PaymentsOverviewView, paymentStatus } from '../../../domain/payments/payment-status';
import { getPlan } from '../../../domain/plans/access';
import type { Db } from '../../db/client';
import type { PlanHolder } from '../../http/context';
import { conflict, notFound, validationError } from '../../http/errors';
import { findPageByOwner } from '../booking-page/repository';
import { pageCurrency, requireBookingPage } from '../booking-page/service';
import * as repo from './repository';

/** Names the currency and the exact list of items and prices a form was filled in against. */
function versionOf(currency: string, items: readonly repo.PricedItemRow[]): string {
  const hash = createHash('sha256').update(currency);
  for (const item of items)
    hash.update(`|${itemKey(item)}:${item.price}:${item.currency}:${item.paymentPlanMonths}`);
  return hash.digest('base64url');
}

function toSettingsView(currency: string, items: readonly repo.PricedItemRow[]): CurrencySettingsView {
  return {
    currency,
    version: versionOf(currency, items),
    items: items.map((item) => ({
      kind: item.kind,
      id: item.id,
      title: item.title,
      price: { amount: item.price, currency: item.currency },
      paymentPlanMonths: item.paymentPlanMonths,
    })),
  };
}

/** GET /api/payments/currency: the page's currency and what a change must re-price. */
export async function getCurrencySettings(db: Db, userId: string, now: Date): Promise<CurrencySettingsView> {
  const page = await requireBookingPage(db, userId);
  return toSettingsView(page.currency, await repo.listPricedItems(db, page, now));
}

/**
 * PUT /api/payments/currency: the page's new currency and every listed item's new price, in one
 * transaction under the page's row lock (spec doc 2, §7: one batch write). The body names the
 * version it was filled in against; when the currency or the list changed meanwhile (another
 * change, a double submit, a new priced service) nothing is written and the answer is 409.
 */
export async function changeCurrency(
  db: Db,
  userId: string,
  raw: unknown,
  now: Date,
): Promise<CurrencySettingsView> {
  // The prices alone first, so bad input answers 400 without taking the lock.
  const parsed = currencyChangeInput().safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  await requireBookingPage(db, userId);
  return db.transaction(async (tx) => {
    const page = await repo.lockPageOfOwner(tx, userId);
    if (!page) throw notFound();
    const listed = await repo.listPricedItems(tx, page, now);
    if (versionOf(page.currency, listed) !== parsed.data.version)
      throw conflict(CURRENCY_CHANGE_MESSAGES.failed);
    const listedByKey = new Map(listed.map((item) => [itemKey(item), item]));
    // Another expert's item, or one that is not priced: not found, like an unknown id.
    if (parsed.data.prices.some((entry) => !listedByKey.has(itemKey(entry)))) throw notFound();
    const checked = currencyChangeInput(listed).safeParse(raw);
    if (!checked.success) throw validationError(checked.error);
    const currency: CurrencyCode = checked.data.currency;
    const prices = checked.data.prices.map((entry) => {
      const amount = toMinor(entry.price, currency);
      const months = listedByKey.get(itemKey(entry))?.paymentPlanMonths ?? null;
      return {
        kind: entry.kind,
        id: entry.id,
        amount,
        paymentPlanAmount: months ? monthlyAmount(amount, months) : null,
      };
    });
    await repo.writeCurrency(tx, page, currency, prices, now);
    return toSettingsView(currency, await repo.listPricedItems(tx, { ...page, currency }, now));
  });
}

/** GET /api/payments/overview: the gateway status, the page's currency and the plan. */
export async function getPaymentsOverview(
  db: Db,
  user: PlanHolder,
  options: { sandbox: boolean },
): Promise<PaymentsOverviewView> {
  const [gateway, accounts, page] = await Promise.all([
    repo.findGateway(db, user.id),
    repo.listConnectedAccounts(db, user.id),
    findPageByOwner(db, user.id),
  ]);
  const plan = getPlan(user.pricingPlanId);
  return {
    gateway,
    status: paymentStatus(gateway, accounts),
    accounts: accounts.map((account) => ({ provider: account.provider })),
    sandbox: options.sandbox,
    currency: page ? pageCurrency(page) : null,
    plan: { id: plan.id, name: plan.name },
  };
}
