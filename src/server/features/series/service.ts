import { GROUP_MESSAGES } from '../../../domain/group-sessions/group-session-fields';
import type { GroupSessionView } from '../../../domain/group-sessions/group-session-view';
import { seriesInput, seriesSessionInput } from '../../../domain/group-sessions/series-input';
import {
  CONFIRM_SERIES_DELETE,
  SERIES_DELETE_CONFIRMATION,
  type SeriesDetailView,
  type SeriesView,
} from '../../../domain/group-sessions/series-view';
import type { LocationChoice } from '../../../domain/locations/location-choice';
import { changedOrders, REORDER_STALE } from '../../../domain/shared/reorder';
import { MINUTE_MS } from '../../../domain/time/instant';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/errors';
import { parseInput } from '../../http/parse-input';
import { newId } from '../../ids';
import { findPageByOwner } from '../booking-page/repository';
import { holdPageCurrency, pageCurrency, requireBookingPage } from '../booking-page/service';
import { resolveLocationSnapshot } from '../group-sessions/location-snapshot';
import * as sessionsRepo from '../group-sessions/repository';
import {
  checkEditWithBookings,
  deleteGroupSession,
  type Expert,
  editStartRule,
  groupSessionViewOf,
  groupSessionViews,
  lockGroupSession,
  toGroupSessionView,
} from '../group-sessions/service';
import { checkLocationChoiceOwned } from '../locations/location-choice';
import { saveWorkflowLinks, withWorkflowLinks } from '../workflows/links';
import { queueZoomSyncIfNeeded } from '../zoom/meeting-queue';
import * as repo from './repository';

export function toSeriesView(row: repo.SeriesWithCounts, workflowsIds: string[]): SeriesView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    duration: row.duration,
    price: row.price,
    currency: row.currency,
    groupSizeMax: row.groupSizeMax,
    hidden: row.hidden,
    collectPhoneNumber: row.collectPhoneNumber,
    locationType: row.locationType,
    locationId: row.locationId,
    workflowsIds,
    order: row.order,
    upcomingSessionCount: row.upcomingSessionCount,
    packageCount: row.packageCount,
  };
}

/** Series' views with their workflowsIds (one query for the list). */
function seriesViews(db: DbOrTx, rows: readonly repo.SeriesWithCounts[]): Promise<SeriesView[]> {
  return withWorkflowLinks(db, 'series', rows, toSeriesView);
}

/** The series' location choice; a custom location deleted since reads as the default. */
function choiceOf(row: repo.SeriesRow): LocationChoice {
  if (row.locationType === 'custom' && !row.locationId) return { locationType: null, locationId: null };
  return { locationType: row.locationType, locationId: row.locationId };
}

/** The series list; empty until the expert has a booking page. */
export async function listSeries(db: Db, userId: string, now: Date): Promise<SeriesView[]> {
  const page = await findPageByOwner(db, userId);
  if (!page) return [];
  return seriesViews(db, await repo.listSeries(db, page.id, now));
}

export async function getSeriesDetail(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<SeriesDetailView> {
  const page = await findPageByOwner(db, userId);
  const row = page ? await repo.findSeriesWithCounts(db, page.id, id, now) : undefined;
  if (!row) throw notFound();
  const sessions = await sessionsRepo.listUpcomingOfSeries(db, userId, row.id, now);
  const [series] = await seriesViews(db, [row]);
  return { series: series!, sessions: await groupSessionViews(db, sessions) };
}

export async function createSeries(db: Db, user: Expert, raw: unknown, now: Date): Promise<SeriesView> {
  const page = await requireBookingPage(db, user.id);
  const { workflowsIds, ...input } = parseInput(
    seriesInput({ currency: pageCurrency(page), plan: user.pricingPlanId }),
    raw,
  );
  return db.transaction(async (tx) => {
    await holdPageCurrency(tx, page);
    await checkLocationChoiceOwned(tx, user.id, input);
    const row = await repo.insertSeries(tx, {
      id: newId(),
      pageId: page.id,
      ...input,
      currency: page.currency,
      // As for packages, a new series goes last: its order value is its creation time.
      order: now.getTime(),
    });
    await saveWorkflowLinks(tx, page.id, 'series', row.id, workflowsIds);
    const [view] = await seriesViews(tx, [{ ...row, upcomingSessionCount: 0, packageCount: 0 }]);
    return view!;
  });
}

/**
 * Saves the series and passes the change on to its upcoming sessions, under the edit rules of a
 * session (see applySeriesToUpcomingSessions).
 */
export async function updateSeries(
  db: Db,
  user: Expert,
  id: string,
  raw: unknown,
  now: Date,
): Promise<SeriesView> {
  const page = await requireBookingPage(db, user.id);
  return db.transaction(async (tx) => {
    await holdPageCurrency(tx, page);
    const current = await repo.findSeries(tx, page.id, id, 'update');
    if (!current) throw notFound();
    const { workflowsIds, ...input } = parseInput(
      seriesInput({ currency: pageCurrency(page), plan: user.pricingPlanId }),
      raw,
    );
    await checkLocationChoiceOwned(tx, user.id, input);
    const row = await repo.updateSeries(tx, current.id, { ...input, currency: page.currency });
    await saveWorkflowLinks(tx, page.id, 'series', row.id, workflowsIds);
    await sessionsRepo.applySeriesToUpcomingSessions(
      tx,
      row.id,
      {
        title: row.title,
        description: row.description,
        hidden: row.hidden,
        collectPhoneNumber: row.collectPhoneNumber,
        location: await resolveLocationSnapshot(tx, user.id, choiceOf(row)),
        groupSizeMax: row.groupSizeMax,
        price: row.price,
        currency: row.currency,
        durationMinutes: row.duration,
      },
      now,
    );
    const counted = await repo.findSeriesWithCounts(tx, page.id, row.id, now);
    const [view] = await seriesViews(tx, [counted!]);
    return view!;
  });
}

/**
 * spec (doc 2, §4): deleting removes the series for real. When it has upcoming sessions or is
 * in packages the API asks for confirmation (409 with the counts) unless `confirm` is set. Its
 * sessions stay as standalone group sessions ('They will be removed from this series'), with
 * their bookings; packages lose the series.
 */
export async function deleteSeries(
  db: Db,
  userId: string,
  id: string,
  confirm: boolean,
  now: Date,
): Promise<void> {
  const page = await requireBookingPage(db, userId);
  await db.transaction(async (tx) => {
    const row = await repo.findSeries(tx, page.id, id, 'update');
    if (!row) throw notFound();
    const [upcomingSessions, packages] = await Promise.all([
      sessionsRepo.countUpcomingOfSeries(tx, row.id, now),
      repo.countPackagesWithSeries(tx, row.id),
    ]);
    if (!confirm && (upcomingSessions > 0 || packages > 0)) {
      throw new AppError(409, SERIES_DELETE_CONFIRMATION, CONFIRM_SERIES_DELETE, {
        upcomingSessions: String(upcomingSessions),
        packages: String(packages),
      });
    }
    await repo.deleteSeries(tx, row.id);
  });
}

/** spec (doc 2, §4): reordering saves a new order value only for the series whose order changed. */
export async function reorderSeries(db: Db, userId: string, ids: string[], now: Date): Promise<SeriesView[]> {
  const page = await requireBookingPage(db, userId);
  await db.transaction(async (tx) => {
    const changes = changedOrders(await repo.lockSeriesOrders(tx, page.id), ids);
    if (!changes) throw conflict(REORDER_STALE);
    for (const change of changes) await repo.setSeriesOrder(tx, change.id, change.order);
  });
  return seriesViews(db, await repo.listSeries(db, page.id, now));
}

async function lockSeriesOfExpert(tx: DbOrTx, userId: string, seriesId: string): Promise<repo.SeriesRow> {
  const page = await requireBookingPage(tx, userId);
  // Shared: sessions can be scheduled side by side, but the series cannot be deleted meanwhile.
  const row = await repo.findSeries(tx, page.id, seriesId, 'share');
  if (!row) throw notFound();
  return row;
}

const endAfter = (start: Date, row: repo.SeriesRow) => new Date(start.getTime() + row.duration * MINUTE_MS);

/**
 * Schedules a session of the series: the start is chosen, the end follows the series' duration,
 * and the title, description, price, group size, location and settings are the series' own.
 */
export async function scheduleSeriesSession(
  db: Db,
  userId: string,
  seriesId: string,
  raw: unknown,
  now: Date,
): Promise<GroupSessionView> {
  return db.transaction(async (tx) => {
    const row = await lockSeriesOfExpert(tx, userId, seriesId);
    const input = parseInput(seriesSessionInput({ now: () => now.getTime() }), raw);
    const created = await sessionsRepo.insertSession(tx, {
      id: newId(),
      type: 'group',
      status: 'confirmed',
      pageId: row.pageId,
      expertId: userId,
      seriesId: row.id,
      title: row.title,
      description: row.description,
      start: input.start,
      end: endAfter(input.start, row),
      price: row.price,
      currency: row.currency,
      groupSizeMax: row.groupSizeMax,
      hidden: row.hidden,
      collectPhoneNumber: row.collectPhoneNumber,
      ...(await resolveLocationSnapshot(tx, userId, choiceOf(row))),
    });
    await queueZoomSyncIfNeeded(tx, created, now.getTime());
    // A new session has no workflows of its own; it runs the series' (spec §3).
    return toGroupSessionView(created, []);
  });
}

/** Moves a session of the series (only its start; with bookings it cannot move). */
export async function rescheduleSeriesSession(
  db: Db,
  userId: string,
  seriesId: string,
  sessionId: string,
  raw: unknown,
  now: Date,
): Promise<GroupSessionView> {
  return db.transaction(async (tx) => {
    const row = await lockSeriesOfExpert(tx, userId, seriesId);
    const session = await lockGroupSession(tx, userId, sessionId, { seriesId: row.id }, now);
    const input = parseInput(
      seriesSessionInput({ ...editStartRule(session), now: () => now.getTime() }),
      raw,
    );
    // Unchanged start: the end stays too, even if the series' duration changed since.
    const end = input.start.getTime() === session.start.getTime() ? session.end : endAfter(input.start, row);
    checkEditWithBookings(session, { start: input.start, end });
    const updated = await sessionsRepo.updateSession(tx, session.id, { start: input.start, end });
    return groupSessionViewOf(tx, { ...updated, hasLiveBookings: session.hasLiveBookings });
  });
}

export async function deleteSeriesSession(
  db: Db,
  userId: string,
  seriesId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  const page = await requireBookingPage(db, userId);
  if (!(await repo.findSeries(db, page.id, seriesId))) throw notFound(GROUP_MESSAGES.sessionGone);
  await deleteGroupSession(db, userId, sessionId, { seriesId }, now);
}
