import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientEmailMappings, clients } from '../../db/schema/clients';

export type ClientRow = typeof clients.$inferSelect;
export type ClientInsert = typeof clients.$inferInsert;
export type ClientValues = Omit<ClientInsert, 'id' | 'pageId' | 'createdAt' | 'searchText'>;

/** The page's client, or undefined (another page's client is simply not there). */
export async function findClient(db: DbOrTx, pageId: string, id: string, lock?: 'update') {
  const query = db
    .select()
    .from(clients)
    .where(and(eq(clients.pageId, pageId), eq(clients.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertClient(tx: DbOrTx, row: ClientInsert) {
  await tx.insert(clients).values(row);
}

export async function updateClient(tx: DbOrTx, id: string, values: ClientValues) {
  await tx.update(clients).set(values).where(eq(clients.id, id));
}

/**
 * Points a normalised email at the client unless another row holds it. Under concurrent
 * requests the primary key decides: the later insert waits for the earlier transaction and then
 * does nothing. Returns the client the email belongs to afterwards.
 */
export async function claimEmail(tx: DbOrTx, pageId: string, emailNormalized: string, clientId: string) {
  const inserted = await tx
    .insert(clientEmailMappings)
    .values({ pageId, emailNormalized, clientId })
    .onConflictDoNothing()
    .returning({ clientId: clientEmailMappings.clientId });
  if (inserted.length > 0) return clientId;
  const [owner] = await tx
    .select({ clientId: clientEmailMappings.clientId })
    .from(clientEmailMappings)
    .where(
      and(eq(clientEmailMappings.pageId, pageId), eq(clientEmailMappings.emailNormalized, emailNormalized)),
    );
  return owner?.clientId;
}

export async function releaseEmail(tx: DbOrTx, pageId: string, emailNormalized: string, clientId: string) {
  await tx
    .delete(clientEmailMappings)
    .where(
      and(
        eq(clientEmailMappings.pageId, pageId),
        eq(clientEmailMappings.emailNormalized, emailNormalized),
        eq(clientEmailMappings.clientId, clientId),
      ),
    );
}

/** The normalised emails mapped to a client (tests and checks). */
export async function listClientMappings(db: DbOrTx, clientId: string) {
  const rows = await db
    .select({ email: clientEmailMappings.emailNormalized })
    .from(clientEmailMappings)
    .where(eq(clientEmailMappings.clientId, clientId))
    .orderBy(sql`1`);
  return rows.map((r) => r.email);
}
