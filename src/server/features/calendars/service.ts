import type {
  CalendarAccountsView,
  CalendarRefreshView,
  CalendarSyncInput,
} from '../../../domain/calendar/accounts';
import { badRequest, notFound } from '../../http/errors';
import { CalendarAuthError } from '../../integrations/calendars/port';
import { dropBusyOfUnsynced } from './busy-repository';
import { queueBusyRefresh } from './calendar-jobs';
import { type CalendarDeps, markAuthProblem, openAccount } from './connections';
import { queueWatch, stopAccountChannels } from './push';
import * as repo from './repository';
import { loadAccountsView } from './views';

// Connected calendars (issue 16, spec doc 2 §2–§4, §7): the list, the refresh of each account's
// calendar list, disconnecting, and settings.calendarSync in one transaction.

export const CALENDAR_NOT_WRITEABLE = 'This calendar cannot be written to. Choose another one.';

export function getCalendars(deps: CalendarDeps, userId: string): Promise<CalendarAccountsView> {
  return loadAccountsView(deps, userId);
}

/**
 * spec §7 integrationsRefreshCalendarAccounts (called when sync settings open): each account's
 * calendar list read again from its provider. Refused credentials mark the account; a provider
 * that is down keeps the list as it was and is named in `notRefreshed`, so the dialog can say
 * so. Neither fails the call.
 */
export async function refreshCalendarAccounts(
  deps: CalendarDeps,
  userId: string,
  now: number,
): Promise<CalendarRefreshView> {
  const notRefreshed: string[] = [];
  for (const account of await repo.listAccounts(deps.db, userId)) {
    if (account.hasAuthError) continue;
    try {
      const calendars = await openAccount(deps, account).listCalendars();
      await deps.db.transaction(async (tx) => {
        await repo.replaceCalendars(tx, account.id, calendars);
        await queueBusyRefresh(tx, account.id, now, 'stale');
      });
    } catch (error) {
      if (error instanceof CalendarAuthError) await markAuthProblem(deps, account);
      else {
        notRefreshed.push(account.id);
        deps.log.warn('calendar list could not be refreshed; the stored one stays', {
          accountId: account.id,
          provider: account.provider,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  return { ...(await loadAccountsView(deps, userId)), notRefreshed };
}

/**
 * spec §7 integrationsDisconnectAccount: the account, its calendars and their busy cache go; a
 * 'to' on it becomes null (the foreign key sets it). Events already written stay in the calendar.
 */
export async function disconnectAccount(
  deps: CalendarDeps,
  userId: string,
  accountId: string,
): Promise<void> {
  const account = await repo.findAccount(deps.db, userId, accountId);
  if (!account) throw notFound();
  // Push channels stop while the credentials to stop them still exist (Google channels.stop,
  // Graph DELETE /subscriptions).
  await stopAccountChannels(deps, account);
  if (!(await repo.deleteAccount(deps.db, userId, accountId))) throw notFound();
}

/** spec §7: settings.calendarSync 'from' (per account) and 'to', checked and set in one transaction. */
export async function updateCalendarSync(
  deps: CalendarDeps,
  userId: string,
  input: CalendarSyncInput,
  now: number,
): Promise<CalendarAccountsView> {
  await deps.db.transaction(async (tx) => {
    await repo.lockExpert(tx, userId);
    const accounts = await repo.listAccounts(tx, userId);
    const calendars = await repo.listCalendars(
      tx,
      accounts.map((a) => a.id),
    );
    const calendarOf = (accountId: string, calendarId: string) =>
      calendars.find((c) => c.accountId === accountId && c.id === calendarId);
    for (const [accountId, ids] of Object.entries(input.from)) {
      if (!accounts.some((a) => a.id === accountId)) throw notFound();
      if (ids.some((id) => !calendarOf(accountId, id))) throw notFound();
    }
    if (input.to) {
      const target = calendarOf(input.to.accountId, input.to.calendarId);
      if (!target) throw notFound();
      if (!target.writeable) throw badRequest(CALENDAR_NOT_WRITEABLE);
    }
    for (const [accountId, ids] of Object.entries(input.from)) {
      const before = calendars.filter((c) => c.accountId === accountId && c.syncFrom).map((c) => c.id);
      const after = [...new Set(ids)];
      const changed = before.length !== after.length || after.some((id) => !before.includes(id));
      if (!changed) continue;
      await repo.setSyncFrom(tx, accountId, after);
      await dropBusyOfUnsynced(tx, accountId);
      if (after.length > 0) await queueBusyRefresh(tx, accountId, now, 'now');
      // Channels follow the 'from' calendars: opened for new ones, stopped for the others.
      const provider = accounts.find((a) => a.id === accountId)!.provider;
      await queueWatch(deps, tx, accountId, provider, now, `now:${now}`);
    }
    await repo.setSyncTo(tx, userId, input.to);
  });
  return loadAccountsView(deps, userId);
}
