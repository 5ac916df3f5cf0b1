import {
  GROUP_MESSAGES,
  groupSizeBelowBooked,
  type StartRule,
} from '../../../domain/group-sessions/group-session-fields';
import { groupSessionInput } from '../../../domain/group-sessions/group-session-input';
import type { GroupSessionView } from '../../../domain/group-sessions/group-session-view';
import type { Db, DbOrTx } from '../../db/client';
import type { PlanHolder } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { parseInput } from '../../http/parse-input';
import { newId } from '../../ids';
import { holdPageCurrency, pageCurrency, requireBookingPage } from '../booking-page/service';
import { saveWorkflowLinks, withWorkflowLinks } from '../workflows/links';
import { queueZoomSyncIfNeeded, queueZoomSyncOfDeleted } from '../zoom/meeting-queue';
import { resolveLocationSnapshot } from './location-snapshot';
import * as repo from './repository';

export type Expert = PlanHolder;

export function toGroupSessionView(row: repo.GroupSessionRow, workflowsIds: string[]): GroupSessionView {
  return {
    id: row.id,
    seriesId: row.seriesId,
    title: row.title,
    description: row.description,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    price: row.price ?? 0,
    currency: row.currency,
    groupSize: {
      max: row.groupSizeMax ?? 0,
      current: row.groupSizeCurrent,
      remaining: row.groupSizeRemaining ?? 0,
    },
    hidden: row.hidden,
    collectPhoneNumber: row.collectPhoneNumber,
    location: {
      type: row.locationType,
      id: row.locationId,
      name: row.locationName,
      details: row.locationDetails,
    },
    hasBookings: hasBookings(row),
    workflowsIds,
  };
}

/** Group sessions' views with their own workflowsIds (one query for the list). */
export function groupSessionViews(db: DbOrTx, rows: readonly repo.GroupSessionRow[]) {
  return withWorkflowLinks(db, 'session', rows, toGroupSessionView);
}

export async function groupSessionViewOf(db: DbOrTx, row: repo.GroupSessionRow): Promise<GroupSessionView> {
  const [view] = await groupSessionViews(db, [row]);
  return view!;
}

// spec (doc 2, §4): a group session has bookings when groupSize.current is above 0. A live
// booking row counts too, so a place taken but not yet counted still protects the session.
export function hasBookings(row: repo.GroupSessionRow): boolean {
  return row.groupSizeCurrent > 0 || row.hasLiveBookings;
}

// spec (doc 2, §8): GET of an unknown id says the session doesn't exist; an edit or delete of
// one that is gone says it no longer exists (the expert had it open).
const missing = () => notFound(GROUP_MESSAGES.sessionMissing);
const gone = () => notFound(GROUP_MESSAGES.sessionGone);

export async function listStandaloneSessions(db: Db, userId: string, now: Date): Promise<GroupSessionView[]> {
  return groupSessionViews(db, await repo.listUpcomingStandalone(db, userId, now));
}

/** Any of the expert's group sessions, standalone or of a series. */
export async function getGroupSession(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<GroupSessionView> {
  const row = await repo.findGroupSession(db, userId, id, 'any', now);
  if (!row) throw missing();
  return groupSessionViewOf(db, row);
}

/** spec (doc 2, §4): group sessions are created confirmed. */
export async function createGroupSession(
  db: Db,
  user: Expert,
  raw: unknown,
  now: Date,
): Promise<GroupSessionView> {
  const page = await requireBookingPage(db, user.id);
  const input = parseInput(
    groupSessionInput({ currency: pageCurrency(page), plan: user.pricingPlanId, now: () => now.getTime() }),
    raw,
  );
  return db.transaction(async (tx) => {
    await holdPageCurrency(tx, page);
    const location = await resolveLocationSnapshot(tx, user.id, input);
    const row = await repo.insertSession(tx, {
      id: newId(),
      type: 'group',
      status: 'confirmed',
      pageId: page.id,
      expertId: user.id,
      seriesId: null,
      title: input.title,
      description: input.description,
      start: input.start,
      end: input.end,
      price: input.price,
      currency: page.currency,
      groupSizeMax: input.groupSizeMax,
      hidden: input.hidden,
      collectPhoneNumber: input.collectPhoneNumber,
      ...location,
    });
    await saveWorkflowLinks(tx, page.id, 'session', row.id, input.workflowsIds);
    await queueZoomSyncIfNeeded(tx, row, now.getTime());
    return groupSessionViewOf(tx, row);
  });
}

/**
 * Locks one group session for an edit; a missing one (or another expert's, or one outside the
 * scope) answers 404 'Session no longer exist'.
 */
export async function lockGroupSession(
  tx: DbOrTx,
  userId: string,
  id: string,
  scope: repo.SessionScope,
  now: Date,
): Promise<repo.GroupSessionRow> {
  const row = await repo.findGroupSession(tx, userId, id, scope, now, 'update');
  if (!row) throw gone();
  return row;
}

/**
 * spec (doc 2, §4): with bookings a session can only change its time through rescheduling, so
 * start, end and price must stay as they are; its group size cannot drop below the places
 * already booked (ours), and remaining follows max minus current (a generated column).
 */
export function checkEditWithBookings(
  row: repo.GroupSessionRow,
  next: { start: Date; end: Date; price?: number; groupSizeMax?: number },
): void {
  if (!hasBookings(row)) return;
  const fields: Record<string, string> = {};
  if (next.start.getTime() !== row.start.getTime()) fields.start = GROUP_MESSAGES.hasBookings;
  if (next.end.getTime() !== row.end.getTime()) fields.end = GROUP_MESSAGES.hasBookings;
  if (next.price !== undefined && next.price !== (row.price ?? 0)) fields.price = GROUP_MESSAGES.hasBookings;
  if (Object.keys(fields).length > 0) throw conflict(GROUP_MESSAGES.hasBookings, fields);
  if (next.groupSizeMax !== undefined && next.groupSizeMax < row.groupSizeCurrent) {
    const message = groupSizeBelowBooked(row.groupSizeCurrent);
    throw conflict(message, { groupSizeMax: message });
  }
}

/** The rule for a start when editing: the stored one may stay even once it has passed. */
export const editStartRule = (row: repo.GroupSessionRow): StartRule => ({ keepStart: row.start });

export async function updateGroupSession(
  db: Db,
  user: Expert,
  id: string,
  raw: unknown,
  now: Date,
): Promise<GroupSessionView> {
  const page = await requireBookingPage(db, user.id);
  return db.transaction(async (tx) => {
    await holdPageCurrency(tx, page);
    const row = await lockGroupSession(tx, user.id, id, { seriesId: null }, now);
    const input = parseInput(
      groupSessionInput({
        currency: pageCurrency(page),
        plan: user.pricingPlanId,
        now: () => now.getTime(),
        ...editStartRule(row),
      }),
      raw,
    );
    checkEditWithBookings(row, input);
    const unchangedLocation =
      input.locationType === row.locationType &&
      input.locationId === row.locationId &&
      input.locationType !== 'custom';
    const location = unchangedLocation ? {} : await resolveLocationSnapshot(tx, user.id, input);
    const updated = await repo.updateSession(tx, row.id, {
      title: input.title,
      description: input.description,
      start: input.start,
      end: input.end,
      price: input.price,
      // A booked session keeps the currency it was sold in.
      currency: hasBookings(row) ? row.currency : page.currency,
      groupSizeMax: input.groupSizeMax,
      hidden: input.hidden,
      collectPhoneNumber: input.collectPhoneNumber,
      ...location,
    });
    await saveWorkflowLinks(tx, page.id, 'session', row.id, input.workflowsIds);
    await queueZoomSyncIfNeeded(tx, updated, now.getTime());
    return groupSessionViewOf(tx, { ...updated, hasLiveBookings: row.hasLiveBookings });
  });
}

/** spec (doc 2, §7): delete in a transaction that fails if the session is missing or has bookings. */
export async function deleteGroupSession(
  db: Db,
  userId: string,
  id: string,
  scope: repo.SessionScope,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockGroupSession(tx, userId, id, scope, now);
    if (hasBookings(row)) throw conflict(GROUP_MESSAGES.deleteHasBookings);
    await repo.deleteSession(tx, row.id);
    await queueZoomSyncOfDeleted(tx, row.id, now.getTime());
  });
}
