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
import { type GatewayInput, type GatewayView, gatewayRefusal } from '../../../domain/payments/gateway';
import {
  chargeThrough,
  effectiveGateway,
  type GatewaySetting,
  type PaymentsInstallation,
} from '../../../domain/payments/gateway-rule';
import {
  type PaymentProvider,
  type PaymentsOverviewView,
  paymentStatus,
} from '../../../domain/payments/payment-status';
import { getPlan } from '../../../domain/plans/access';
import type { Db } from '../../db/client';
import type { PlanHolder } from '../../http/context';
import { conflict, notFound, validationError } from '../../http/errors';
import { installationOf } from '../../integrations/payments/providers';
import { findPageByOwner } from '../booking-page/repository';
import { pageCurrency, requireBookingPage } from '../booking-page/service';
import type { CheckoutDeps } from '../payments/open-checkout';
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
  deps: CheckoutDeps,
  user: PlanHolder,
): Promise<PaymentsOverviewView> {
  const [setting, page] = await Promise.all([
    repo.findGatewaySetting(deps.db, user.id),
    findPageByOwner(deps.db, user.id),
  ]);
  const installation = installationOf(deps.payments);
  const inUse = effectiveGateway(setting);
  const plan = getPlan(user.pricingPlanId);
  return {
    gateway: setting.chosen,
    inUse,
    status: paymentStatus(inUse, setting.accounts),
    accounts: setting.accounts.map((account) => ({ provider: account.provider })),
    sandbox: installation.sandbox,
    acceptsPayments: chargeThrough(installation, setting) !== null,
    currency: page ? pageCurrency(page) : null,
    plan: { id: plan.id, name: plan.name },
  };
}

function toGatewayView(installation: PaymentsInstallation, setting: GatewaySetting): GatewayView {
  const connected = (provider: PaymentProvider) => setting.accounts.some((a) => a.provider === provider);
  return {
    gateway: setting.chosen,
    inUse: effectiveGateway(setting),
    connected: { stripe: connected('stripe'), paypal: connected('paypal') },
    sandbox: installation.sandbox,
    acceptsPayments: chargeThrough(installation, setting) !== null,
  };
}

/** GET /api/payments/gateway: the choice, what is in use and what each choice needs. */
export async function getGateway(deps: CheckoutDeps, userId: string): Promise<GatewayView> {
  return toGatewayView(installationOf(deps.payments), await repo.findGatewaySetting(deps.db, userId));
}

/**
 * PUT /api/payments/gateway: none always; Stripe or PayPal only with that provider's account
 * connected, or in a sandbox installation (ADR 034) — else 409 naming what to connect, nothing
 * written. An account disconnected right after the check leaves the same state as one
 * disconnected after the choice: the overview asks for action and paid bookings are refused.
 */
export async function chooseGateway(
  deps: CheckoutDeps,
  userId: string,
  input: GatewayInput,
): Promise<GatewayView> {
  const installation = installationOf(deps.payments);
  const setting = await repo.findGatewaySetting(deps.db, userId);
  const view = toGatewayView(installation, setting);
  const refusal = gatewayRefusal(input.gateway, { connected: view.connected, sandbox: installation.sandbox });
  if (refusal) throw conflict(refusal);
  await repo.saveGateway(deps.db, userId, input.gateway);
  return toGatewayView(installation, { ...setting, chosen: input.gateway });
}
