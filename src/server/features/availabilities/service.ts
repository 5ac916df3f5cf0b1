import { limitFor } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import {
  AVAILABILITY_MESSAGES,
  type AvailabilityDeletedView,
  type AvailabilitySchedule,
  type CreateAvailability,
  OFFICE_HOURS,
} from '../../../domain/scheduling/availability-input';
import type { AvailabilitiesView, AvailabilityView } from '../../../domain/scheduling/availability-view';
import type { Db, DbOrTx } from '../../db/client';
import { DEFAULT_AVAILABILITY_ID } from '../../db/schema/availabilities';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { ensureDefaultAvailability } from './default-availability';
import * as repo from './repository';

function toView(
  row: repo.AvailabilityRow,
  periods: repo.WeeklyPeriod[],
  serviceCount: number,
): AvailabilityView {
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    order: row.order,
    isDefault: row.id === DEFAULT_AVAILABILITY_ID,
    weeklyPeriods: periods,
    serviceCount,
  };
}

async function viewOf(db: DbOrTx, userId: string, row: repo.AvailabilityRow): Promise<AvailabilityView> {
  const [periods, serviceCount] = await Promise.all([
    repo.findWeeklyPeriods(db, userId, row.id),
    repo.countServicesUsing(db, userId, row.id),
  ]);
  return toView(row, periods, serviceCount);
}

export async function listAvailabilities(db: Db, userId: string): Promise<AvailabilitiesView> {
  await ensureDefaultAvailability(db, userId);
  const [rows, periods, serviceCounts] = await Promise.all([
    repo.listAvailabilities(db, userId),
    repo.listWeeklyPeriods(db, userId),
    repo.countServicesByAvailability(db, userId),
  ]);
  return {
    availabilities: rows.map((row) => toView(row, periods.get(row.id) ?? [], serviceCounts.get(row.id) ?? 0)),
  };
}

export async function getAvailability(db: Db, userId: string, id: string): Promise<AvailabilityView> {
  await ensureDefaultAvailability(db, userId);
  const row = await repo.findAvailability(db, userId, id);
  if (!row) throw notFound();
  return viewOf(db, userId, row);
}

/**
 * spec (doc 2, §4 and §6): a new availability starts with office hours in the expert's zone, or
 * with a copy of another one's weekly hours and zone. More than one availability needs the
 * multipleAvailabilities feature. The expert's row is locked first, so a double submit runs one
 * create after the other and the second counts the first.
 */
export async function createAvailability(
  db: Db,
  userId: string,
  input: CreateAvailability,
): Promise<AvailabilityView> {
  // Outside the transaction, so the default stays even when this create is refused.
  await ensureDefaultAvailability(db, userId);
  return db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw notFound();
    if ((await repo.countAvailabilities(tx, userId)) >= limitFor(user.pricingPlanId, 'availabilities')) {
      throw forbidden(upgradeMessage('multipleAvailabilities'));
    }

    let timeZone = user.timezone;
    let periods: repo.WeeklyPeriod[] = OFFICE_HOURS;
    if (input.cloneFromId !== null) {
      // The share lock keeps the source from changing or going away while it is copied.
      const source = await repo.findAvailability(tx, userId, input.cloneFromId, 'share');
      if (!source) throw notFound();
      timeZone = source.timeZone;
      periods = await repo.findWeeklyPeriods(tx, userId, source.id);
    }

    const row = await repo.insertAvailability(tx, {
      userId,
      id: newId(),
      name: input.name,
      order: (await repo.maxOrder(tx, userId)) + 1,
      timeZone,
    });
    await repo.insertWeeklyPeriods(tx, userId, row.id, periods);
    return toView(row, periods, 0);
  });
}

/** Replaces the time zone and every weekly period at once. */
export async function changeSchedule(
  db: Db,
  userId: string,
  id: string,
  schedule: AvailabilitySchedule,
): Promise<AvailabilityView> {
  await ensureDefaultAvailability(db, userId);
  return db.transaction(async (tx) => {
    if (!(await repo.findAvailability(tx, userId, id, 'update'))) throw notFound();
    const row = await repo.updateAvailability(tx, userId, id, { timeZone: schedule.timeZone });
    await repo.deleteWeeklyPeriods(tx, userId, id);
    await repo.insertWeeklyPeriods(tx, userId, id, schedule.weeklyPeriods);
    return viewOf(tx, userId, row!);
  });
}

export async function renameAvailability(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<AvailabilityView> {
  await ensureDefaultAvailability(db, userId);
  const row = await repo.updateAvailability(db, userId, id, { name });
  if (!row) throw notFound();
  return viewOf(db, userId, row);
}

/**
 * spec (doc 2, §4): deleting an availability moves the services using it to the default, in the
 * same transaction; the default cannot be deleted.
 */
export async function deleteAvailability(
  db: Db,
  userId: string,
  id: string,
): Promise<AvailabilityDeletedView> {
  if (id === DEFAULT_AVAILABILITY_ID) throw badRequest(AVAILABILITY_MESSAGES.cannotDeleteDefault);
  return db.transaction(async (tx) => {
    // The row lock waits for a service save that references this availability, and makes one
    // that starts now wait until the delete is done (and then fail to find it).
    if (!(await repo.findAvailability(tx, userId, id, 'update'))) throw notFound();
    await ensureDefaultAvailability(tx, userId);
    const servicesMoved = await repo.moveServicesToDefault(tx, userId, id);
    await repo.deleteAvailability(tx, userId, id);
    return { servicesMoved };
  });
}
