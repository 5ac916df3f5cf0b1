import type { DbOrTx } from '../../db/client';
import type { BusyInterval } from '../../integrations/calendars/port';
import { listBusyBetween, listSyncedCalendars } from './busy-repository';
import { BUSY_TTL_MS, queueBusyRefresh } from './calendar-jobs';

// What the slot search and every booking check subtract (issue 16, ADR 039): the cached busy
// times of the expert's 'from' calendars, read from the database only — a slot page never waits
// on a provider. A calendar whose cache is older than its TTL is still used (stale but safe) and
// its account's refresh is queued. A cold cache (a calendar never fetched: seconds after a
// connect or a sync change, which queue a refresh at once) is served without busy times and
// queued the same way; see ADR 039 for why the page does not fetch inline.

export async function busyForSlots(
  db: DbOrTx,
  userId: string,
  range: { from: Date; to: Date },
  now: number,
): Promise<BusyInterval[]> {
  const [busy, calendars] = await Promise.all([
    listBusyBetween(db, userId, range.from, range.to),
    listSyncedCalendars(db, userId),
  ]);
  // Per account, the oldest fill of its stale calendars (null: one was never filled).
  const stale = new Map<string, Date | null>();
  for (const c of calendars) {
    if (c.hasAuthError || (c.fetchedAt && now - c.fetchedAt.getTime() <= BUSY_TTL_MS)) continue;
    const known = stale.get(c.accountId);
    if (known === null) continue;
    stale.set(c.accountId, !c.fetchedAt ? null : known && known < c.fetchedAt ? known : c.fetchedAt);
  }
  for (const [accountId, since] of stale) await queueBusyRefresh(db, accountId, now, 'stale', since);
  return busy;
}
