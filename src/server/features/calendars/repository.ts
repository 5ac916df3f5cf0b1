import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { stampNow } from '../../db/schema/columns';
import { connectedAccountCalendars, connectedAccounts } from '../../db/schema/connected-accounts';
import { userSettings } from '../../db/schema/user-settings';
import type { CalendarInfo, CalendarProviderName } from '../../integrations/calendars/port';

// Connected calendar accounts, their calendars and settings.calendarSync (issue 16). Every read
// takes the expert's id: another expert's account is simply not found.

export type AccountRow = typeof connectedAccounts.$inferSelect;
export type CalendarRow = typeof connectedAccountCalendars.$inferSelect;

const isCalendar = eq(connectedAccounts.type, 'calendar');

export async function listAccounts(db: DbOrTx, userId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, userId), isCalendar))
    .orderBy(asc(connectedAccounts.connectedAt), asc(connectedAccounts.id));
}

export async function findAccount(
  db: DbOrTx,
  userId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.id, accountId), eq(connectedAccounts.userId, userId), isCalendar));
  return row;
}

/** An account by id alone: for jobs, which carry no signed-in expert. */
export async function findAccountById(db: DbOrTx, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.id, accountId), isCalendar));
  return row;
}

export async function findByExternalId(
  db: DbOrTx,
  userId: string,
  provider: CalendarProviderName,
  externalId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.userId, userId),
        eq(connectedAccounts.provider, provider),
        eq(connectedAccounts.externalId, externalId),
      ),
    );
  return row;
}

export async function listCalendars(db: DbOrTx, accountIds: string[]): Promise<CalendarRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(connectedAccountCalendars)
    .where(inArray(connectedAccountCalendars.accountId, accountIds))
    .orderBy(asc(connectedAccountCalendars.name), asc(connectedAccountCalendars.id));
}

/** The expert's row, locked: connects of one expert pass the limit check one at a time. */
export async function lockExpert(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, pricingPlanId: users.pricingPlanId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function findExpert(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, pricingPlanId: users.pricingPlanId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function countAccounts(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, userId), isCalendar));
  return row?.n ?? 0;
}

export async function insertAccount(
  db: DbOrTx,
  values: typeof connectedAccounts.$inferInsert,
): Promise<void> {
  await db.insert(connectedAccounts).values(values);
}

/** A reconnect: new credentials and identity, the auth problem cleared; calendars and settings kept. */
export async function reconnectAccount(
  db: DbOrTx,
  accountId: string,
  values: {
    email: string | null;
    principalName: string | null;
    appleId: string | null;
    credentials: unknown;
  },
): Promise<void> {
  await db
    .update(connectedAccounts)
    .set({
      ...values,
      credentials: values.credentials as Record<string, unknown>,
      hasAuthError: false,
      updatedAt: stampNow(),
    })
    .where(eq(connectedAccounts.id, accountId));
}

export async function storeCredentials(db: DbOrTx, accountId: string, credentials: unknown): Promise<void> {
  await db
    .update(connectedAccounts)
    .set({ credentials: credentials as Record<string, unknown> })
    .where(eq(connectedAccounts.id, accountId));
}

/**
 * Marks the account's credentials refused. Returns the row as it was when this call made the
 * change (null when it already had the problem), so the expert is told once per failure.
 */
export async function flagAuthError(db: DbOrTx, accountId: string): Promise<{ updatedAt: Date } | null> {
  const [before] = await db
    .select({ updatedAt: connectedAccounts.updatedAt })
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.id, accountId), eq(connectedAccounts.hasAuthError, false)))
    .for('update');
  if (!before) return null;
  const changed = await db
    .update(connectedAccounts)
    .set({ hasAuthError: true })
    .where(and(eq(connectedAccounts.id, accountId), eq(connectedAccounts.hasAuthError, false)))
    .returning({ id: connectedAccounts.id });
  return changed.length > 0 ? before : null;
}

export async function deleteAccount(db: DbOrTx, userId: string, accountId: string): Promise<boolean> {
  const gone = await db
    .delete(connectedAccounts)
    .where(and(eq(connectedAccounts.id, accountId), eq(connectedAccounts.userId, userId), isCalendar))
    .returning({ id: connectedAccounts.id });
  return gone.length > 0;
}

/**
 * The account's calendars as the provider lists them now: new ones added (not synced), names and
 * write access updated, gone ones removed (with their busy cache; a 'to' on one becomes null).
 */
export async function replaceCalendars(
  db: DbOrTx,
  accountId: string,
  calendars: CalendarInfo[],
): Promise<void> {
  const ids = calendars.map((c) => c.id);
  const existing = await db
    .select({ id: connectedAccountCalendars.id })
    .from(connectedAccountCalendars)
    .where(eq(connectedAccountCalendars.accountId, accountId));
  const gone = existing.map((c) => c.id).filter((id) => !ids.includes(id));
  if (gone.length > 0) {
    await db
      .delete(connectedAccountCalendars)
      .where(
        and(eq(connectedAccountCalendars.accountId, accountId), inArray(connectedAccountCalendars.id, gone)),
      );
  }
  if (calendars.length === 0) return;
  await db
    .insert(connectedAccountCalendars)
    .values(calendars.map((c) => ({ accountId, id: c.id, name: c.name, writeable: c.writeable })))
    .onConflictDoUpdate({
      target: [connectedAccountCalendars.accountId, connectedAccountCalendars.id],
      set: { name: sql`excluded.name`, writeable: sql`excluded.writeable`, updatedAt: stampNow() },
    });
}

/** settings.calendarSync.from for the given accounts: exactly these calendars sync, the others not. */
export async function setSyncFrom(db: DbOrTx, accountId: string, calendarIds: string[]): Promise<void> {
  await db
    .update(connectedAccountCalendars)
    .set({
      syncFrom: calendarIds.length > 0 ? sql`${inArray(connectedAccountCalendars.id, calendarIds)}` : false,
      updatedAt: stampNow(),
    })
    .where(eq(connectedAccountCalendars.accountId, accountId));
}

export async function getSyncTo(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      accountId: userSettings.calendarSyncToAccountId,
      calendarId: userSettings.calendarSyncToCalendarId,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.accountId && row.calendarId ? { accountId: row.accountId, calendarId: row.calendarId } : null;
}

export async function setSyncTo(
  db: DbOrTx,
  userId: string,
  to: { accountId: string; calendarId: string } | null,
): Promise<void> {
  const values = {
    calendarSyncToAccountId: to?.accountId ?? null,
    calendarSyncToCalendarId: to?.calendarId ?? null,
  };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: stampNow() } });
}
