import {
  DISCOUNT_CHANGED,
  DISCOUNT_EMAIL_FIRST,
  DISCOUNT_INACTIVE,
  DISCOUNT_NOT_FOR_CLIENT,
  DISCOUNT_NOT_FOR_PRODUCT,
  DISCOUNT_NOTHING_TO_PAY,
  DISCOUNT_OTHER_CURRENCY,
  DISCOUNT_UNKNOWN,
  DISCOUNT_USED_UP,
} from '../../../domain/discounts/discount-messages';
import { type DiscountValue, discountPrice } from '../../../domain/discounts/discount-price';
import { canUse } from '../../../domain/plans/access';
import { normalizeEmail } from '../../../domain/public-booking/client-fields';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../http/errors';
import { findClientByEmail } from '../public-booking/booking-repository';
import * as repo from './redemption-repository';

// A discount code at checkout (issue 14, spec doc 2 §3–§5). The paid flows (a personal booking,
// a group seat, a package purchase) quote the code before opening the checkout (quoteDiscount:
// the amount to charge), then count it inside their booking transaction (redeemDiscount: one
// conditional UPDATE, so concurrent checkouts never exceed maxRedemptions) and store its
// snapshot on the booking or booked package. A hold that ends unpaid gives the redemption back
// (redemption-repository). Every refusal is a 400 whose message (and field discountCode) the
// client reads next to the code field.

/** What is being bought, to match a code's product restrictions. */
export type DiscountProduct =
  | { type: 'service'; serviceId: string }
  | { type: 'session'; sessionId: string; seriesId: string | null }
  | { type: 'package'; packageId: string };

export type DiscountTarget = {
  pageId: string;
  /** Minor units of currency, before the code. */
  price: number;
  currency: string;
  product: DiscountProduct;
};

/** Who uses the code: an email typed in a form (preview) or the client the booking upserted. */
export type DiscountClient = { email: string | null | undefined } | { clientId: string };

export type AppliedDiscount = {
  codeId: string;
  /** The code as the expert wrote it. */
  code: string;
  value: DiscountValue;
  price: number;
  amountOff: number;
  amountToPay: number;
  currency: string;
};

const refuse = (message: string) => badRequest(message, { discountCode: message });

function codeValue(row: repo.DiscountCodeRow): DiscountValue {
  return row.valueType === 'percentage'
    ? { valueType: 'percentage', percentOff: row.percentOff ?? 0 }
    : { valueType: 'fixed', amountOff: row.amountOff ?? 0, currency: row.currency ?? '' };
}

async function checkClient(db: DbOrTx, row: repo.DiscountCodeRow, who: DiscountClient) {
  if (!row.clientId) return;
  if ('clientId' in who) {
    if (who.clientId !== row.clientId) throw refuse(DISCOUNT_NOT_FOR_CLIENT);
    return;
  }
  if (!who.email?.trim()) throw refuse(DISCOUNT_EMAIL_FIRST);
  const client = await findClientByEmail(db, row.pageId, normalizeEmail(who.email));
  if (client?.id !== row.clientId) throw refuse(DISCOUNT_NOT_FOR_CLIENT);
}

async function checkProduct(db: DbOrTx, row: repo.DiscountCodeRow, product: DiscountProduct) {
  if (!row.productsRestricted) return;
  const allowed = await repo.listCodeProducts(db, row.id);
  const matches = allowed.some((p) => {
    if (product.type === 'service') return p.type === 'service' && p.serviceId === product.serviceId;
    if (product.type === 'package') return p.type === 'package' && p.packageId === product.packageId;
    return (
      (p.type === 'session' && p.sessionId === product.sessionId) ||
      (p.type === 'series' && product.seriesId !== null && p.seriesId === product.seriesId)
    );
  });
  if (!matches) throw refuse(DISCOUNT_NOT_FOR_PRODUCT);
}

const usedUp = (row: repo.DiscountCodeRow) =>
  row.maxRedemptions !== null && row.timesRedeemed >= row.maxRedemptions;

/** Every rule but the count: the client, the product, the currency and the price. */
async function apply(
  db: DbOrTx,
  row: repo.DiscountCodeRow,
  target: DiscountTarget,
  who: DiscountClient,
): Promise<AppliedDiscount> {
  await checkClient(db, row, who);
  await checkProduct(db, row, target.product);
  const value = codeValue(row);
  const priced = discountPrice(target.price, target.currency, value);
  if (!priced.ok) {
    throw refuse(priced.reason === 'other_currency' ? DISCOUNT_OTHER_CURRENCY : DISCOUNT_NOTHING_TO_PAY);
  }
  const { price, amountOff, amountToPay, currency } = priced;
  return { codeId: row.id, code: row.code, value, price, amountOff, amountToPay, currency };
}

/**
 * The price with the code, for the preview and before a checkout is opened: 400 with the
 * client's message when the code is unknown on this page, inactive, used up, not for this
 * client or product, or cannot apply to this price.
 */
export async function quoteDiscount(
  db: DbOrTx,
  code: string,
  target: DiscountTarget,
  who: DiscountClient,
): Promise<AppliedDiscount> {
  const row = await repo.findPageCode(db, target.pageId, code);
  if (!row) throw refuse(DISCOUNT_UNKNOWN);
  // Issue 20: an expert whose plan lost discount codes keeps them, but they stop applying.
  if (!canUse(await repo.pageOwnerPlanId(db, target.pageId), 'discountCodes')) throw refuse(DISCOUNT_UNKNOWN);
  if (!row.active) throw refuse(DISCOUNT_INACTIVE);
  if (usedUp(row)) throw refuse(DISCOUNT_USED_UP);
  return apply(db, row, target, who);
}

/**
 * Counts the quoted code inside the booking's transaction and answers what to store. Refused
 * (400) when it was disabled or used up meanwhile; 409 when its value changed since the quote
 * (the checkout was opened for the quoted amount). The caller's transaction must then roll back.
 */
export async function redeemDiscount(
  tx: DbOrTx,
  quoted: AppliedDiscount,
  target: DiscountTarget,
  clientId: string,
): Promise<AppliedDiscount> {
  const counted = await repo.countRedemption(tx, quoted.codeId);
  if (!counted) {
    const row = await repo.findCodeById(tx, quoted.codeId);
    throw refuse(!row ? DISCOUNT_UNKNOWN : !row.active ? DISCOUNT_INACTIVE : DISCOUNT_USED_UP);
  }
  const applied = await apply(tx, counted, target, { clientId });
  if (applied.amountToPay !== quoted.amountToPay)
    throw conflict(DISCOUNT_CHANGED, { discountCode: DISCOUNT_CHANGED });
  return applied;
}

/** The discount columns of a booking or booked package (spec: Discount usage row). */
export function discountSnapshot(applied: AppliedDiscount | null) {
  if (!applied) return {};
  const { value } = applied;
  return {
    discountCodeId: applied.codeId,
    discountCode: applied.code,
    discountValueType: value.valueType,
    discountValuePercentOff: value.valueType === 'percentage' ? value.percentOff : null,
    discountValueAmountOff: value.valueType === 'fixed' ? value.amountOff : null,
    discountValueCurrency: value.valueType === 'fixed' ? value.currency : null,
    discountAmountOff: applied.amountOff,
  };
}
