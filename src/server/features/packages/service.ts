import { toMinor } from '../../../domain/money/money';
import {
  monthlyAmount,
  PACKAGE_MESSAGES,
  type PackageInput,
  packageInput,
} from '../../../domain/packages/package-input';
import type { PackageOptionsView, PackageView } from '../../../domain/packages/package-view';
import { canUse } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { isRichTextEmpty, type RichTextDoc } from '../../../domain/rich-text/rich-text';
import { changedOrders, REORDER_STALE } from '../../../domain/shared/reorder';
import type { Db, DbOrTx } from '../../db/client';
import type { PlanHolder } from '../../http/context';
import { badRequest, conflict, forbidden, notFound, validationError } from '../../http/errors';
import { newId } from '../../ids';
import type { BookingPageRow } from '../booking-page/repository';
import { holdPageCurrency, pageCurrency, requireBookingPage } from '../booking-page/service';
import { readWorkflowLinks, saveWorkflowLinks } from '../workflows/links';
import * as repo from './repository';

type Expert = PlanHolder;

async function toViews(db: DbOrTx, rows: repo.PackageRow[]): Promise<PackageView[]> {
  const ids = rows.map((row) => row.id);
  const [includes, workflowsOf] = await Promise.all([
    repo.listIncludes(db, ids),
    readWorkflowLinks(db, 'package', ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: (row.description as RichTextDoc | null) ?? null,
    personalSessions: includes.services
      .filter((s) => s.packageId === row.id)
      .map(({ serviceId, title, count }) => ({ serviceId, title, count })),
    groupSessions: includes.groupSessions
      .filter((s) => s.packageId === row.id)
      .map(({ sessionId, title, start }) => ({ sessionId, title, start: start.toISOString() })),
    series: includes.series
      .filter((s) => s.packageId === row.id)
      .map(({ seriesId, title, count }) => ({ seriesId, title, count })),
    price: row.price,
    currency: row.currency,
    paymentPlan:
      row.paymentPlanCount !== null && row.paymentPlanAmount !== null
        ? { months: row.paymentPlanCount, amount: row.paymentPlanAmount }
        : null,
    expiryDays: row.expiryDays,
    hidden: row.hidden,
    workflowsIds: workflowsOf(row.id),
    order: row.order,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listPackages(db: Db, userId: string): Promise<PackageView[]> {
  const page = await requireBookingPage(db, userId);
  return toViews(db, await repo.listPackages(db, page.id));
}

export async function getPackage(db: Db, userId: string, id: string): Promise<PackageView> {
  return readPackage(db, await requireBookingPage(db, userId), id);
}

async function readPackage(db: Db, page: BookingPageRow, id: string): Promise<PackageView> {
  const row = await repo.findPackage(db, page.id, id);
  if (!row) throw notFound();
  const [view] = await toViews(db, [row]);
  return view!;
}

/**
 * Applies every rule for the page's currency and the expert's plan: the form's schema (400), then
 * the plan features (403). Returns the values to store.
 */
function checkInput(page: BookingPageRow, expert: Expert, body: PackageInput) {
  const currency = pageCurrency(page);
  const parsed = packageInput(currency, {
    increased: canUse(expert.pricingPlanId, 'increasedPriceLimit'),
  }).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const input = parsed.data;
  // spec (doc 2, §6): monthly payment plans need a paid plan, time-limited packages Growth.
  if (input.paymentPlanMonths !== null && !canUse(expert.pricingPlanId, 'packagePaymentPlans'))
    throw forbidden(upgradeMessage('packagePaymentPlans'));
  if (input.expiryDays !== null && !canUse(expert.pricingPlanId, 'timeLimitedPackages'))
    throw forbidden(upgradeMessage('timeLimitedPackages'));

  const price = toMinor(input.price, currency);
  const values: repo.PackageValues = {
    title: input.title,
    description: input.description && !isRichTextEmpty(input.description) ? input.description : null,
    price,
    currency,
    paymentPlan:
      input.paymentPlanMonths === null
        ? null
        : { months: input.paymentPlanMonths, amount: monthlyAmount(price, input.paymentPlanMonths) },
    expiryDays: input.expiryDays,
    hidden: input.hidden,
  };
  const includes: repo.Includes = {
    personalSessions: input.personalSessions,
    groupSessionIds: input.groupSessionIds,
    series: input.series,
  };
  return { values, includes, workflowsIds: input.workflowsIds };
}

/**
 * Included services and series must be the page's, group sessions the expert's (else 404, like
 * an id that does not exist). A group session newly added must still be upcoming and confirmed;
 * one the package already holds may stay after it has taken place.
 */
async function checkIncludesOwned(
  tx: DbOrTx,
  page: BookingPageRow,
  includes: repo.Includes,
  alreadyIncluded: readonly string[],
  now: number,
): Promise<void> {
  const serviceIds = includes.personalSessions.map((s) => s.serviceId);
  const seriesIds = includes.series.map((s) => s.seriesId);
  const [ownServices, ownSeries, ownSessions] = await Promise.all([
    repo.findPageServiceIds(tx, page.id, serviceIds),
    repo.findPageSeriesIds(tx, page.id, seriesIds),
    repo.findGroupSessions(tx, page.userId, includes.groupSessionIds),
  ]);
  if (
    ownServices.length !== serviceIds.length ||
    ownSeries.length !== seriesIds.length ||
    ownSessions.length !== includes.groupSessionIds.length
  )
    throw notFound();
  const gone = ownSessions.some(
    (s) => !alreadyIncluded.includes(s.id) && (s.status !== 'confirmed' || s.start.getTime() <= now),
  );
  if (gone)
    throw badRequest(PACKAGE_MESSAGES.groupSessionNotUpcoming, {
      groupSessionIds: PACKAGE_MESSAGES.groupSessionNotUpcoming,
    });
}

export async function createPackage(
  db: Db,
  expert: Expert,
  body: PackageInput,
  now: number,
): Promise<PackageView> {
  const page = await requireBookingPage(db, expert.id);
  const { values, includes, workflowsIds } = checkInput(page, expert, body);
  const id = newId();
  await db.transaction(async (tx) => {
    await holdPageCurrency(tx, page);
    await checkIncludesOwned(tx, page, includes, [], now);
    // spec (doc 2, §9): the order value is the creation timestamp.
    await repo.insertPackage(tx, { id, pageId: page.id, order: now, ...values });
    await repo.saveIncludes(tx, id, includes);
    await saveWorkflowLinks(tx, page.id, 'package', id, workflowsIds);
  });
  return readPackage(db, page, id);
}

export async function updatePackage(
  db: Db,
  expert: Expert,
  id: string,
  body: PackageInput,
  now: number,
): Promise<PackageView> {
  const page = await requireBookingPage(db, expert.id);
  // A deleted or foreign package is not found before the input is judged.
  if (!(await repo.findPackage(db, page.id, id))) throw notFound();
  const { values, includes, workflowsIds } = checkInput(page, expert, body);
  await db.transaction(async (tx) => {
    await holdPageCurrency(tx, page);
    if (!(await repo.findPackage(tx, page.id, id, 'update'))) throw notFound();
    await checkIncludesOwned(tx, page, includes, await repo.listPackageGroupSessionIds(tx, id), now);
    await repo.updatePackage(tx, id, values);
    await repo.saveIncludes(tx, id, includes);
    await saveWorkflowLinks(tx, page.id, 'package', id, workflowsIds);
  });
  return readPackage(db, page, id);
}

export async function deletePackage(db: Db, userId: string, id: string): Promise<void> {
  const page = await requireBookingPage(db, userId);
  if (!(await repo.softDeletePackage(db, page.id, id))) throw notFound();
}

// spec (doc 2, §4): reorder saves a new order value only for the packages whose order changed.
export async function reorderPackages(db: Db, userId: string, ids: string[]): Promise<void> {
  const page = await requireBookingPage(db, userId);
  await db.transaction(async (tx) => {
    const changes = changedOrders(await repo.lockPackageOrders(tx, page.id), ids);
    if (!changes) throw conflict(REORDER_STALE);
    for (const change of changes) await repo.setPackageOrder(tx, change.id, change.order);
  });
}

export async function getPackageOptions(db: Db, userId: string, now: Date): Promise<PackageOptionsView> {
  const page = await requireBookingPage(db, userId);
  const options = await repo.listPackageOptions(db, page.id, userId, now);
  return {
    services: options.services,
    series: options.series,
    groupSessions: options.groupSessions.map((s) => ({
      id: s.id,
      title: s.title,
      start: s.start.toISOString(),
      end: s.end.toISOString(),
      seriesId: s.seriesId,
    })),
  };
}
