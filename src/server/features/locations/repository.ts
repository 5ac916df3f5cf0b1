import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stampNow } from '../../db/schema/columns';
import { connectedAccounts } from '../../db/schema/connected-accounts';
import { locations } from '../../db/schema/locations';
import { userSettings } from '../../db/schema/user-settings';

// Every function takes the expert's id: a location of another expert is simply not found.

export type LocationRow = typeof locations.$inferSelect;

export async function listLocations(db: DbOrTx, userId: string): Promise<LocationRow[]> {
  return db.select().from(locations).where(eq(locations.userId, userId)).orderBy(desc(locations.createdAt));
}

/** `lock: 'share'` keeps the row from being deleted until the transaction ends. */
export async function findLocation(
  db: DbOrTx,
  userId: string,
  id: string,
  lock?: 'share',
): Promise<LocationRow | undefined> {
  const query = db
    .select()
    .from(locations)
    .where(and(eq(locations.userId, userId), eq(locations.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertLocation(db: DbOrTx, row: typeof locations.$inferInsert): Promise<LocationRow> {
  const [inserted] = await db.insert(locations).values(row).returning();
  return inserted!;
}

export async function updateLocation(
  db: DbOrTx,
  userId: string,
  id: string,
  values: { name: string; location: string },
): Promise<LocationRow | undefined> {
  const [row] = await db
    .update(locations)
    .set({ ...values, updatedAt: stampNow() })
    .where(and(eq(locations.userId, userId), eq(locations.id, id)))
    .returning();
  return row;
}

export async function deleteLocation(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(locations)
    .where(and(eq(locations.userId, userId), eq(locations.id, id)))
    .returning({ id: locations.id });
  return deleted.length > 0;
}

export type DefaultProvider = { type: 'daily' | 'zoom' | 'custom'; locationId: string | null };

/** The expert's default conferencing provider; built-in video until they choose. */
export async function findDefaultProvider(db: DbOrTx, userId: string): Promise<DefaultProvider> {
  const [row] = await db
    .select({ type: userSettings.conferencingProvider, locationId: userSettings.conferencingLocationId })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  // 'custom' without a location means the location was deleted: that reads as built-in video.
  if (!row || (row.type === 'custom' && !row.locationId)) return { type: 'daily', locationId: null };
  return row;
}

/** Sets the default, creating the settings row on first use. */
export async function saveDefaultProvider(db: DbOrTx, userId: string, value: DefaultProvider): Promise<void> {
  const set = { conferencingProvider: value.type, conferencingLocationId: value.locationId };
  await db
    .insert(userSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userSettings.userId, set });
}

/** Whether the expert has a working Zoom account connected (calendars and Zoom come later). */
export async function isZoomConnected(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: connectedAccounts.id })
    .from(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.userId, userId),
        eq(connectedAccounts.provider, 'zoom'),
        eq(connectedAccounts.enabled, true),
        eq(connectedAccounts.hasAuthError, false),
      ),
    )
    .limit(1);
  return Boolean(row);
}
