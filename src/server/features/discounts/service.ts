import {
  DISCOUNT_MESSAGES,
  type DiscountInput,
  discountInput,
  discountValue,
} from '../../../domain/discounts/discount-input';
import {
  type DiscountDetailView,
  type DiscountProductOptionsView,
  type DiscountView,
  isUsedUp,
} from '../../../domain/discounts/discount-view';
import { canUse } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { PlanHolder } from '../../http/context';
import { conflict, forbidden, notFound, validationError } from '../../http/errors';
import { newId } from '../../ids';
import type { BookingPageRow } from '../booking-page/repository';
import { pageCurrency, requireBookingPage } from '../booking-page/service';
import * as repo from './repository';

const codeNotFound = () => notFound(DISCOUNT_MESSAGES.notFound);
const codeTaken = () => conflict(DISCOUNT_MESSAGES.codeTaken, { code: DISCOUNT_MESSAGES.codeTaken });

// spec (doc 2, §6): discount codes are plan-gated. Creating, changing and enabling a code need the
// feature; an expert who lost it can still see, disable and delete their codes.
function requireDiscountCodes(expert: PlanHolder): void {
  if (!canUse(expert.pricingPlanId, 'discountCodes')) throw forbidden(upgradeMessage('discountCodes'));
}

async function toViews(
  db: DbOrTx,
  page: BookingPageRow,
  rows: repo.DiscountCodeRow[],
): Promise<DiscountView[]> {
  const clientIds = [...new Set(rows.flatMap((r) => (r.clientId ? [r.clientId] : [])))];
  const [products, clientRows] = await Promise.all([
    repo.listProducts(
      db,
      rows.filter((r) => r.productsRestricted).map((r) => r.id),
    ),
    repo.findClients(db, page.id, clientIds),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    valueType: row.valueType,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    currency: row.currency,
    active: row.active,
    timesRedeemed: row.timesRedeemed,
    maxRedemptions: row.maxRedemptions,
    usedUp: isUsedUp(row),
    client: clientRows.find((c) => c.id === row.clientId) ?? null,
    products: row.productsRestricted
      ? products
          .filter((p) => p.codeId === row.id)
          .map((p) => ({ type: p.type, id: p.id, title: p.title, start: p.start?.toISOString() ?? null }))
      : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function readCode(db: DbOrTx, page: BookingPageRow, id: string): Promise<DiscountView> {
  const row = await repo.findCode(db, page.id, id);
  if (!row) throw codeNotFound();
  const [view] = await toViews(db, page, [row]);
  return view!;
}

export async function listDiscounts(db: Db, userId: string): Promise<DiscountView[]> {
  const page = await requireBookingPage(db, userId);
  return toViews(db, page, await repo.listCodes(db, page.id));
}

export async function getDiscount(db: Db, userId: string, id: string): Promise<DiscountDetailView> {
  const page = await requireBookingPage(db, userId);
  const discount = await readCode(db, page, id);
  const usage = await repo.listUsage(db, page.id, id);
  return {
    discount,
    usage: usage.map((u) => ({
      kind: u.kind,
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      createdAt: u.createdAt.toISOString(),
      discountAmountOff: u.discountAmountOff,
      currency: u.currency,
      // A booking made before snapshots existed reads as the code's value today.
      discount: u.valueType
        ? {
            valueType: u.valueType,
            percentOff: u.percentOff,
            amountOff: u.amountOff,
            currency: u.valueCurrency,
          }
        : {
            valueType: discount.valueType,
            percentOff: discount.percentOff,
            amountOff: discount.amountOff,
            currency: discount.currency,
          },
    })),
  };
}

/** The form's schema for the page's currency (400 with the spec's message), then the values to store. */
function checkInput(page: BookingPageRow, body: DiscountInput) {
  const currency = pageCurrency(page);
  const parsed = discountInput(currency).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const input = parsed.data;
  const values: repo.CodeValues = {
    code: input.code,
    ...discountValue(input, currency),
    maxRedemptions: input.maxRedemptions,
    clientId: input.clientId,
    productsRestricted: input.products !== null,
  };
  return { values, products: input.products ?? [] };
}

/** The client and the products must be the page's (else 404, like an id that does not exist). */
async function checkRestrictionsOwned(
  tx: DbOrTx,
  page: BookingPageRow,
  values: repo.CodeValues,
  products: readonly repo.ProductRef[],
): Promise<void> {
  if (values.clientId && !(await repo.isOwnClient(tx, page.id, values.clientId))) throw notFound();
  if ((await repo.countOwnedProducts(tx, page.id, products)) !== products.length) throw notFound();
}

/** The unique index decides between two requests saving the same code at once. */
async function withUniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, repo.CODE_UNIQUE_INDEX)) throw codeTaken();
    throw error;
  }
}

export async function createDiscount(
  db: Db,
  expert: PlanHolder,
  body: DiscountInput,
  now: Date,
): Promise<DiscountView> {
  const page = await requireBookingPage(db, expert.id);
  requireDiscountCodes(expert);
  const { values, products } = checkInput(page, body);
  const id = newId();
  await withUniqueCode(() =>
    db.transaction(async (tx) => {
      await checkRestrictionsOwned(tx, page, values, products);
      if (await repo.isCodeTaken(tx, page.id, values.code)) throw codeTaken();
      // spec §4: created active with 0 redemptions.
      await repo.insertCode(tx, { id, pageId: page.id, createdAt: now, ...values });
      await repo.saveProducts(tx, id, products, newId);
    }),
  );
  return readCode(db, page, id);
}

export async function updateDiscount(
  db: Db,
  expert: PlanHolder,
  id: string,
  body: DiscountInput,
  now: Date,
): Promise<DiscountView> {
  const page = await requireBookingPage(db, expert.id);
  // Another expert's or a deleted code is not found before anything else is judged.
  if (!(await repo.findCode(db, page.id, id))) throw codeNotFound();
  requireDiscountCodes(expert);
  const { values, products } = checkInput(page, body);
  await withUniqueCode(() =>
    db.transaction(async (tx) => {
      if (!(await repo.findCode(tx, page.id, id, 'update'))) throw codeNotFound();
      await checkRestrictionsOwned(tx, page, values, products);
      // spec §5: the code's own value is exempt (also in another case: SPRING → Spring).
      if (await repo.isCodeTaken(tx, page.id, values.code, id)) throw codeTaken();
      await repo.updateCode(tx, id, values, now);
      await repo.saveProducts(tx, id, products, newId);
    }),
  );
  return readCode(db, page, id);
}

/** spec §4: Disable/Enable. Enabling needs the plan feature; disabling never does. */
export async function setDiscountActive(
  db: Db,
  expert: PlanHolder,
  id: string,
  active: boolean,
  now: Date,
): Promise<DiscountView> {
  const page = await requireBookingPage(db, expert.id);
  if (!(await repo.findCode(db, page.id, id))) throw codeNotFound();
  if (active) requireDiscountCodes(expert);
  if (!(await repo.setActive(db, page.id, id, active, now))) throw codeNotFound();
  return readCode(db, page, id);
}

/** Bookings and booked packages keep their discount snapshot (their code id is set null). */
export async function deleteDiscount(db: Db, userId: string, id: string): Promise<void> {
  const page = await requireBookingPage(db, userId);
  if (!(await repo.deleteCode(db, page.id, id))) throw codeNotFound();
}

export async function getProductOptions(
  db: Db,
  userId: string,
  now: Date,
): Promise<DiscountProductOptionsView> {
  const page = await requireBookingPage(db, userId);
  const options = await repo.listProductOptions(db, page.id, now);
  return {
    ...options,
    sessions: options.sessions.map((s) => ({ id: s.id, title: s.title, start: s.start.toISOString() })),
  };
}
