import type { CalendarAccountsView, CalendarAccountView } from '../../../domain/calendar/accounts';
import { limitFor } from '../../../domain/plans/access';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AccountRow, CalendarRow } from './repository';
import * as repo from './repository';

// The API's views (cal-routes): accounts with their calendars; credentials never leave the server.

export function accountView(account: AccountRow, calendars: CalendarRow[]): CalendarAccountView {
  return {
    id: account.id,
    provider: account.provider as CalendarAccountView['provider'],
    email: account.email,
    principalName: account.principalName,
    appleId: account.appleId,
    hasAuthError: account.hasAuthError,
    connectedAt: account.connectedAt.toISOString(),
    calendars: calendars
      .filter((c) => c.accountId === account.id)
      .map((c) => ({ id: c.id, name: c.name, writeable: c.writeable, syncFrom: c.syncFrom })),
  };
}

export async function loadAccountView(db: DbOrTx, account: AccountRow): Promise<CalendarAccountView> {
  return accountView(account, await repo.listCalendars(db, [account.id]));
}

export async function loadAccountsView(
  deps: Pick<AppDeps, 'calendars'> & { db: DbOrTx },
  userId: string,
): Promise<CalendarAccountsView> {
  const [accounts, to, expert] = await Promise.all([
    repo.listAccounts(deps.db, userId),
    repo.getSyncTo(deps.db, userId),
    repo.findExpert(deps.db, userId),
  ]);
  const calendars = await repo.listCalendars(
    deps.db,
    accounts.map((a) => a.id),
  );
  const limit = limitFor(expert?.pricingPlanId, 'calendarAccounts');
  return {
    accounts: accounts.map((a) => accountView(a, calendars)),
    to,
    limit,
    canConnect: accounts.length < limit,
    providers: {
      google: deps.calendars.google !== null,
      microsoft: deps.calendars.microsoft !== null,
      apple: true,
    },
  };
}
