import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { availabilities } from '../../db/schema/availabilities';
import { bookingPages } from '../../db/schema/booking-pages';
import { stampNow } from '../../db/schema/columns';
import { services } from '../../db/schema/services';

// Every function is scoped by the booking page or the expert: another expert's service,
// availability or page is simply not found.

export type ServiceRow = typeof services.$inferSelect & { availabilityName: string };
export type NewServiceRow = typeof services.$inferInsert;
export type ServiceChanges = Omit<NewServiceRow, 'id' | 'pageId' | 'userId' | 'order' | 'createdAt'>;

const withAvailabilityName = { ...getTableColumns(services), availabilityName: availabilities.name };
const byOrder = [asc(services.order), asc(services.createdAt), asc(services.id)];

function selectServices(db: DbOrTx) {
  return db
    .select(withAvailabilityName)
    .from(services)
    .innerJoin(
      availabilities,
      and(eq(availabilities.userId, services.userId), eq(availabilities.id, services.availabilityId)),
    );
}

export async function listServices(db: DbOrTx, pageId: string): Promise<ServiceRow[]> {
  return selectServices(db)
    .where(eq(services.pageId, pageId))
    .orderBy(...byOrder);
}

/** `lock: 'update'` holds the service row (not its availability) until the transaction ends. */
export async function findService(
  db: DbOrTx,
  userId: string,
  id: string,
  lock?: 'update',
): Promise<ServiceRow | undefined> {
  const query = selectServices(db).where(and(eq(services.userId, userId), eq(services.id, id)));
  const [row] = lock ? await query.for(lock, { of: services }) : await query;
  return row;
}

export async function insertService(db: DbOrTx, row: NewServiceRow): Promise<void> {
  await db.insert(services).values(row);
}

export async function updateService(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: ServiceChanges,
): Promise<boolean> {
  const updated = await db
    .update(services)
    .set({ ...changes, updatedAt: stampNow() })
    .where(and(eq(services.userId, userId), eq(services.id, id)))
    .returning({ id: services.id });
  return updated.length > 0;
}

export async function deleteService(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(services)
    .where(and(eq(services.userId, userId), eq(services.id, id)))
    .returning({ id: services.id });
  return deleted.length > 0;
}

/**
 * Locks the booking page row: creating a service and reordering take it first, so a new service
 * gets a distinct order value and a reorder never misses one created meanwhile.
 */
export async function lockPage(db: DbOrTx, pageId: string): Promise<void> {
  await db
    .select({ id: bookingPages.id })
    .from(bookingPages)
    .where(eq(bookingPages.id, pageId))
    .for('update');
}

/** The order value after the last service (0 for the first). */
export async function nextOrder(db: DbOrTx, pageId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${services.order}) + 1, 0)`.mapWith(Number) })
    .from(services)
    .where(eq(services.pageId, pageId));
  return row?.next ?? 0;
}

export async function listOrders(db: DbOrTx, pageId: string): Promise<Array<{ id: string; order: number }>> {
  return db
    .select({ id: services.id, order: services.order })
    .from(services)
    .where(eq(services.pageId, pageId))
    .orderBy(...byOrder);
}

export async function setOrder(db: DbOrTx, pageId: string, id: string, order: number): Promise<void> {
  await db
    .update(services)
    .set({ order, updatedAt: stampNow() })
    .where(and(eq(services.pageId, pageId), eq(services.id, id)));
}
