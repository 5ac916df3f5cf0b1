import { DAY_MS, MINUTE_MS } from '../../../domain/time/instant';
import { CalendarAuthError, type CalendarChange } from '../../integrations/calendars/port';
import type { JobHandler } from '../../jobs/worker';
import {
  confirmBusy,
  listAccountsToRefresh,
  listSyncStates,
  recordFetchError,
  replaceBusy,
} from './busy-repository';
import { BUSY_REFRESH_EVERY_MS, queueBusyRefresh } from './calendar-jobs';
import { type CalendarDeps, markAuthProblem, openAccount } from './connections';
import { queueWatch } from './push';
import * as repo from './repository';

// The job `calendars.refresh-busy` (issue 16, ADR 039): one account's 'from' calendars kept for
// the next ~90 days. It first asks the provider what changed since each calendar's stored token
// (cheap: one PROPFIND, or one short list per calendar); only a changed calendar — or one without
// a token, or whose window's far end has moved on by more than a day — has its busy times
// fetched and its rows replaced; the others keep their rows, confirmed fresh. All in one
// transaction. A provider that fails keeps the old rows (stale but safe), logs a warning and
// records the error; refused credentials mark the account and tell the expert once. Either way
// the job completes: the chain tries again.

/** The window cached: from a day back (today's slots) to 90 days ahead. */
export const BUSY_WINDOW = { backMs: DAY_MS, aheadMs: 90 * DAY_MS };

/** How far the window's far end may move on before a calendar is fetched whole again (and its token restarted). */
export const FULL_FETCH_EVERY_MS = DAY_MS;

/**
 * A calendar the provider gives no token for (a CalDAV server with neither sync-token nor ctag,
 * a Google calendar the expert does not own) cannot say it is unchanged, so it is read whole —
 * at the pace of the full poll before incremental sync, not at every one-minute check.
 */
export const UNTRACKED_READ_EVERY_MS = 5 * MINUTE_MS;

export async function refreshAccountBusy(deps: CalendarDeps, accountId: string, now: number): Promise<void> {
  const account = await repo.findAccountById(deps.db, accountId);
  if (!account || account.hasAuthError) return;
  const calendars = (await repo.listCalendars(deps.db, [accountId])).filter((c) => c.syncFrom);
  if (calendars.length === 0) return;
  // The next refresh first, so the chain goes on whatever this one does.
  await queueBusyRefresh(deps.db, accountId, now + BUSY_REFRESH_EVERY_MS, 'next');
  const ids = calendars.map((c) => c.id);
  const window = { from: now - BUSY_WINDOW.backMs, to: now + BUSY_WINDOW.aheadMs };
  const states = await listSyncStates(deps.db, accountId);
  // A calendar never fetched, or whose cached window ends more than a day short, starts over
  // without a token (Microsoft's delta round is bound to its first window, so it must restart).
  const tokens = new Map(
    ids.map((id) => {
      const state = states.get(id);
      const current = state?.windowTo && window.to - state.windowTo.getTime() <= FULL_FETCH_EVERY_MS;
      return [id, current ? (state.syncToken ?? null) : null];
    }),
  );
  let changes: Map<string, CalendarChange>;
  let due: string[];
  let busy: Map<string, { start: number; end: number }[]>;
  try {
    const connection = openAccount(deps, account);
    changes = await connection.changes(ids, tokens, window);
    due = ids.filter((id) => {
      if (tokens.get(id)) return changes.get(id)?.changed !== false;
      const state = states.get(id);
      const untrackedAndRecent =
        state?.windowTo &&
        state.syncToken === null &&
        changes.get(id)?.token === null &&
        window.to - state.windowTo.getTime() < UNTRACKED_READ_EVERY_MS;
      return !untrackedAndRecent;
    });
    busy = due.length > 0 ? await connection.busy(due, window.from, window.to) : new Map();
  } catch (error) {
    if (error instanceof CalendarAuthError) {
      await markAuthProblem(deps, account);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn('calendar busy times could not be fetched; the cached ones stay in use', {
      accountId,
      provider: account.provider,
      error: message,
    });
    await recordFetchError(deps.db, accountId, ids, message.slice(0, 500), new Date(now));
    return;
  }
  const fetchedAt = new Date(now);
  await deps.db.transaction(async (tx) => {
    for (const id of ids) {
      const token = changes.get(id)?.token ?? null;
      if (due.includes(id))
        await replaceBusy(tx, accountId, id, window, busy.get(id) ?? [], fetchedAt, token);
      else await confirmBusy(tx, accountId, id, tokens.get(id) ?? null, { fetchedAt, syncToken: token });
    }
  });
}

export function refreshBusyJob(deps: CalendarDeps): JobHandler {
  return async (job, at) => {
    await refreshAccountBusy(deps, String(job.payload.accountId), at.getTime());
  };
}

/**
 * At start-up (processes that run workers): every account with 'from' calendars gets its refresh,
 * and, where push is on, its channel upkeep (which opens what is missing and renews what is due).
 */
export async function scheduleBusyRefreshes(
  deps: Pick<CalendarDeps, 'db' | 'config'>,
  now: number,
): Promise<void> {
  for (const { id, provider } of await listAccountsToRefresh(deps.db)) {
    await queueBusyRefresh(deps.db, id, now, 'next');
    await queueWatch(deps, deps.db, id, provider, now, `start:${now}`);
  }
}
