import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarBusy, calendarSyncState } from '../../db/schema/calendar-cache';
import { connectedAccountCalendars, connectedAccounts } from '../../db/schema/connected-accounts';
import type { BusyInterval } from '../../integrations/calendars/port';

// The busy cache (issue 16, ADR 039): rows per calendar, replaced whole by the refresh job when
// the provider reports a change, kept (and confirmed fresh) when it reports none.

/** What the refresh knows of an account's calendars: the window last fetched and the change token. */
export async function listSyncStates(db: DbOrTx, accountId: string) {
  const rows = await db
    .select({
      calendarId: calendarSyncState.calendarId,
      windowTo: calendarSyncState.windowTo,
      syncToken: calendarSyncState.syncToken,
    })
    .from(calendarSyncState)
    .where(eq(calendarSyncState.accountId, accountId));
  return new Map(rows.map((r) => [r.calendarId, r]));
}

/**
 * Replaces one calendar's cached busy times with a fresh window, and records the fetch with the
 * change token asked for just before it.
 */
export async function replaceBusy(
  tx: DbOrTx,
  accountId: string,
  calendarId: string,
  window: { from: number; to: number },
  intervals: BusyInterval[],
  fetchedAt: Date,
  syncToken: string | null,
): Promise<void> {
  const mine = and(eq(calendarBusy.accountId, accountId), eq(calendarBusy.calendarId, calendarId));
  await tx.delete(calendarBusy).where(mine);
  const rows = intervals
    .filter((i) => i.end > i.start && i.end > window.from && i.start < window.to)
    .map((i) => ({ accountId, calendarId, start: new Date(i.start), end: new Date(i.end) }));
  for (let at = 0; at < rows.length; at += 1000)
    await tx.insert(calendarBusy).values(rows.slice(at, at + 1000));
  const state = {
    windowFrom: new Date(window.from),
    windowTo: new Date(window.to),
    fetchedAt,
    syncToken,
    error: null,
    errorAt: null,
  };
  await tx
    .insert(calendarSyncState)
    .values({ accountId, calendarId, ...state })
    .onConflictDoUpdate({ target: [calendarSyncState.accountId, calendarSyncState.calendarId], set: state });
}

/**
 * The provider reports no change since `since`: the rows stay, confirmed fresh as of `fetchedAt`,
 * with the new token. Only while the row still holds `since`: a refresh of the same account
 * running at once may have stored other rows meanwhile, which this one knows nothing about.
 */
export async function confirmBusy(
  tx: DbOrTx,
  accountId: string,
  calendarId: string,
  since: string | null,
  next: { fetchedAt: Date; syncToken: string | null },
): Promise<void> {
  await tx
    .update(calendarSyncState)
    .set({ ...next, error: null, errorAt: null })
    .where(
      and(
        eq(calendarSyncState.accountId, accountId),
        eq(calendarSyncState.calendarId, calendarId),
        since === null ? isNull(calendarSyncState.syncToken) : eq(calendarSyncState.syncToken, since),
      ),
    );
}

/** A failed fetch: the old rows stay in use; the failure is kept for the expert and the logs. */
export async function recordFetchError(
  db: DbOrTx,
  accountId: string,
  calendarIds: string[],
  error: string,
  at: Date,
): Promise<void> {
  for (const calendarId of calendarIds) {
    await db
      .insert(calendarSyncState)
      .values({ accountId, calendarId, error, errorAt: at })
      .onConflictDoUpdate({
        target: [calendarSyncState.accountId, calendarSyncState.calendarId],
        set: { error, errorAt: at },
      });
  }
}

/** Drops the cache of calendars that no longer sync (their rows would only be read past). */
export async function dropBusyOfUnsynced(db: DbOrTx, accountId: string): Promise<void> {
  const unsynced = db
    .select({ id: connectedAccountCalendars.id })
    .from(connectedAccountCalendars)
    .where(
      and(eq(connectedAccountCalendars.accountId, accountId), eq(connectedAccountCalendars.syncFrom, false)),
    );
  await db
    .delete(calendarBusy)
    .where(and(eq(calendarBusy.accountId, accountId), inArray(calendarBusy.calendarId, unsynced)));
  await db
    .delete(calendarSyncState)
    .where(and(eq(calendarSyncState.accountId, accountId), inArray(calendarSyncState.calendarId, unsynced)));
}

const syncedOf = (userId: string) =>
  and(
    eq(connectedAccounts.userId, userId),
    eq(connectedAccounts.type, 'calendar'),
    eq(connectedAccountCalendars.syncFrom, true),
  );

/** The cached busy times of the expert's 'from' calendars that touch [from, to). */
export async function listBusyBetween(
  db: DbOrTx,
  userId: string,
  from: Date,
  to: Date,
): Promise<BusyInterval[]> {
  const rows = await db
    .select({ start: calendarBusy.start, end: calendarBusy.end })
    .from(calendarBusy)
    .innerJoin(
      connectedAccountCalendars,
      and(
        eq(connectedAccountCalendars.accountId, calendarBusy.accountId),
        eq(connectedAccountCalendars.id, calendarBusy.calendarId),
      ),
    )
    .innerJoin(connectedAccounts, eq(connectedAccounts.id, calendarBusy.accountId))
    .where(and(syncedOf(userId), lt(calendarBusy.start, to), gt(calendarBusy.end, from)));
  return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
}

/** Each 'from' calendar of the expert with when its cache was last filled (null: never). */
export async function listSyncedCalendars(db: DbOrTx, userId: string) {
  return db
    .select({
      accountId: connectedAccountCalendars.accountId,
      calendarId: connectedAccountCalendars.id,
      hasAuthError: connectedAccounts.hasAuthError,
      fetchedAt: calendarSyncState.fetchedAt,
    })
    .from(connectedAccountCalendars)
    .innerJoin(connectedAccounts, eq(connectedAccounts.id, connectedAccountCalendars.accountId))
    .leftJoin(
      calendarSyncState,
      and(
        eq(calendarSyncState.accountId, connectedAccountCalendars.accountId),
        eq(calendarSyncState.calendarId, connectedAccountCalendars.id),
      ),
    )
    .where(syncedOf(userId));
}

/** Accounts with at least one 'from' calendar and no auth problem: the ones the refresh keeps warm. */
export async function listAccountsToRefresh(db: DbOrTx): Promise<Array<{ id: string; provider: string }>> {
  return db
    .selectDistinct({ id: connectedAccounts.id, provider: connectedAccounts.provider })
    .from(connectedAccounts)
    .innerJoin(connectedAccountCalendars, eq(connectedAccountCalendars.accountId, connectedAccounts.id))
    .where(
      and(
        eq(connectedAccounts.type, 'calendar'),
        eq(connectedAccounts.hasAuthError, false),
        eq(connectedAccountCalendars.syncFrom, true),
      ),
    );
}

/** Test and benchmark helper's twin for the state: how many busy rows one account has cached. */
export async function countBusy(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarBusy)
    .where(eq(calendarBusy.accountId, accountId));
  return row?.n ?? 0;
}
