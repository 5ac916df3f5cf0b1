import type { CurrencyCode } from '../../../domain/money/currencies';
import { toMinor } from '../../../domain/money/money';
import { canUse } from '../../../domain/plans/access';
import { type ServiceFields, serviceInput } from '../../../domain/services/service-input';
import type { ServicesView, ServiceView } from '../../../domain/services/service-view';
import { changedOrders, REORDER_STALE } from '../../../domain/shared/reorder';
import type { Db, DbOrTx } from '../../db/client';
import type { PlanHolder } from '../../http/context';
import { conflict, notFound, validationError } from '../../http/errors';
import { newId } from '../../ids';
import { ensureDefaultAvailability } from '../availabilities/default-availability';
import { findAvailability } from '../availabilities/repository';
import { holdPageCurrency, pageCurrency, requireBookingPage } from '../booking-page/service';
import { checkLocationChoiceOwned } from '../locations/location-choice';
import { rulesFromColumns, rulesToColumns } from '../scheduling/scheduling-rules-repository';
import { saveWorkflowLinks, withWorkflowLinks } from '../workflows/links';
import * as repo from './repository';

type Expert = PlanHolder;

/** Prices are in the page's currency (spec §3); the row does not repeat it. */
export function toServiceView(row: repo.ServiceRow, currency: string, workflowsIds: string[]): ServiceView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    duration: row.duration,
    price: { amount: row.price, currency },
    availability: { id: row.availabilityId, name: row.availabilityName },
    hasCustomRules: row.customSchedulingRules,
    customSchedulingRules: row.customSchedulingRules ? rulesFromColumns(row) : null,
    locationType: row.locationType,
    locationId: row.locationId,
    hidden: row.hidden,
    collectPhoneNumber: row.collectPhoneNumber,
    workflowsIds,
    order: row.order,
  };
}

/**
 * The body checked with the form's schema for this page's currency and this plan's price cap
 * (spec §5: 1000 units, five times more with the increased price limit).
 */
function parseInput(body: unknown, currency: CurrencyCode, expert: Expert): ServiceFields {
  const schema = serviceInput(currency, {
    increasedPriceLimit: canUse(expert.pricingPlanId, 'increasedPriceLimit'),
  });
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

function toColumns(fields: ServiceFields, currency: CurrencyCode): repo.ServiceChanges {
  const rules = fields.customSchedulingRules;
  return {
    title: fields.title,
    description: fields.description,
    duration: fields.duration,
    price: toMinor(fields.price, currency),
    availabilityId: fields.availabilityId,
    locationType: fields.locationType,
    locationId: fields.locationId,
    hidden: fields.hidden,
    collectPhoneNumber: fields.collectPhoneNumber,
    customSchedulingRules: rules !== null,
    // Without custom rules the columns are cleared, so nothing stale comes back later.
    ...(rules
      ? rulesToColumns(rules)
      : {
          minNotice: null,
          maxNotice: null,
          bufferBefore: null,
          bufferAfter: null,
          frequencyPeriod: null,
          frequencyMaxCount: null,
          alignment: null,
        }),
  };
}

/** The availability and location a service points at must be the expert's own (else 404). */
async function checkReferences(tx: DbOrTx, userId: string, fields: ServiceFields): Promise<void> {
  await ensureDefaultAvailability(tx, userId);
  // The share lock keeps the availability from being deleted until the service is saved.
  if (!(await findAvailability(tx, userId, fields.availabilityId, 'share'))) throw notFound();
  await checkLocationChoiceOwned(tx, userId, fields);
}

export async function listServices(db: Db, userId: string): Promise<ServicesView> {
  const page = await requireBookingPage(db, userId);
  const rows = await repo.listServices(db, page.id);
  return {
    services: await withWorkflowLinks(db, 'service', rows, (row, workflowsIds) =>
      toServiceView(row, page.currency, workflowsIds),
    ),
  };
}

export async function getService(db: Db, userId: string, id: string): Promise<ServiceView> {
  return readService(db, userId, await requireBookingPage(db, userId), id);
}

async function readService(
  db: Db,
  userId: string,
  page: { currency: string },
  id: string,
): Promise<ServiceView> {
  const row = await repo.findService(db, userId, id);
  if (!row) throw notFound();
  const [view] = await withWorkflowLinks(db, 'service', [row], (found, workflowsIds) =>
    toServiceView(found, page.currency, workflowsIds),
  );
  return view!;
}

export async function createService(db: Db, expert: Expert, body: unknown): Promise<ServiceView> {
  const page = await requireBookingPage(db, expert.id);
  const currency = pageCurrency(page);
  const fields = parseInput(body, currency, expert);
  const id = newId();
  await db.transaction(async (tx) => {
    await repo.lockPage(tx, page.id);
    await holdPageCurrency(tx, page);
    await checkReferences(tx, expert.id, fields);
    await repo.insertService(tx, {
      id,
      pageId: page.id,
      userId: expert.id,
      order: await repo.nextOrder(tx, page.id),
      ...toColumns(fields, currency),
    });
    await saveWorkflowLinks(tx, page.id, 'service', id, fields.workflowsIds);
  });
  return readService(db, expert.id, page, id);
}

export async function updateService(db: Db, expert: Expert, id: string, body: unknown): Promise<ServiceView> {
  const page = await requireBookingPage(db, expert.id);
  const currency = pageCurrency(page);
  const fields = parseInput(body, currency, expert);
  await db.transaction(async (tx) => {
    await holdPageCurrency(tx, page);
    if (!(await repo.findService(tx, expert.id, id, 'update'))) throw notFound();
    await checkReferences(tx, expert.id, fields);
    await repo.updateService(tx, expert.id, id, toColumns(fields, currency));
    await saveWorkflowLinks(tx, page.id, 'service', id, fields.workflowsIds);
  });
  return readService(db, expert.id, page, id);
}

// Booked sessions keep their own copy of what was booked (sessions.service_id is set null);
// packages that included the service lose it.
export async function deleteService(db: Db, userId: string, id: string): Promise<void> {
  await requireBookingPage(db, userId);
  if (!(await repo.deleteService(db, userId, id))) throw notFound();
}

/**
 * spec (§4): reordering saves a new order value only for the services whose order changed. The
 * ids must be exactly the page's services; otherwise the list changed since it was loaded (409).
 */
export async function reorderServices(db: Db, userId: string, ids: string[]): Promise<{ changed: number }> {
  const page = await requireBookingPage(db, userId);
  return db.transaction(async (tx) => {
    await repo.lockPage(tx, page.id);
    const changes = changedOrders(await repo.listOrders(tx, page.id), ids);
    if (!changes) throw conflict(REORDER_STALE);
    for (const change of changes) await repo.setOrder(tx, page.id, change.id, change.order);
    return { changed: changes.length };
  });
}
