import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingPages } from '../../db/schema/booking-pages';
import { stampNow } from '../../db/schema/columns';
import { packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';
import {
  packageWorkflows,
  seriesWorkflows,
  serviceWorkflows,
  sessionWorkflows,
} from '../../db/schema/workflow-links';
import { workflowActions, workflows } from '../../db/schema/workflows';

// SQL of the workflows feature. The page's counters (workflowsCount, workflowsActiveCount) move
// in the same transaction as the workflow they count (spec doc 2, §4).

export type WorkflowRow = typeof workflows.$inferSelect;
export type ActionRow = typeof workflowActions.$inferSelect;

export async function listWorkflows(db: DbOrTx, pageId: string): Promise<WorkflowRow[]> {
  return db
    .select()
    .from(workflows)
    .where(and(eq(workflows.pageId, pageId), eq(workflows.deleted, false)))
    .orderBy(asc(workflows.createdAt), asc(workflows.id));
}

export async function listActions(db: DbOrTx, workflowIds: readonly string[]): Promise<ActionRow[]> {
  if (workflowIds.length === 0) return [];
  return db
    .select()
    .from(workflowActions)
    .where(inArray(workflowActions.workflowId, [...workflowIds]))
    .orderBy(asc(workflowActions.triggerOffset), asc(workflowActions.createdAt), asc(workflowActions.id));
}

/** One workflow of the page, deleted ones too (the detail shows them with a badge). */
export async function findWorkflow(
  db: DbOrTx,
  pageId: string,
  id: string,
  lock?: 'update',
): Promise<WorkflowRow | undefined> {
  const query = db
    .select()
    .from(workflows)
    .where(and(eq(workflows.pageId, pageId), eq(workflows.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type PageCounts = { workflowsCount: number; workflowsActiveCount: number };

/** Locks the page row and reads its counters: creating and unpausing check limits under it. */
export async function lockCounts(tx: DbOrTx, pageId: string): Promise<PageCounts> {
  const [row] = await tx
    .select({
      workflowsCount: bookingPages.workflowsCount,
      workflowsActiveCount: bookingPages.workflowsActiveCount,
    })
    .from(bookingPages)
    .where(eq(bookingPages.id, pageId))
    .for('update');
  return row!;
}

export async function readCounts(db: DbOrTx, pageId: string): Promise<PageCounts> {
  const [row] = await db
    .select({
      workflowsCount: bookingPages.workflowsCount,
      workflowsActiveCount: bookingPages.workflowsActiveCount,
    })
    .from(bookingPages)
    .where(eq(bookingPages.id, pageId));
  return row!;
}

export async function addToCounts(tx: DbOrTx, pageId: string, total: number, active: number): Promise<void> {
  await tx
    .update(bookingPages)
    .set({
      workflowsCount: sql`${bookingPages.workflowsCount} + ${total}`,
      workflowsActiveCount: sql`${bookingPages.workflowsActiveCount} + ${active}`,
    })
    .where(eq(bookingPages.id, pageId));
}

export async function insertWorkflow(tx: DbOrTx, values: typeof workflows.$inferInsert): Promise<void> {
  await tx.insert(workflows).values(values);
}

export async function updateWorkflow(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<WorkflowRow, 'name' | 'active' | 'deleted'>>,
): Promise<void> {
  await tx
    .update(workflows)
    .set({ ...values, updatedAt: stampNow() })
    .where(eq(workflows.id, id));
}

export async function hardDeleteWorkflow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(workflows).where(eq(workflows.id, id));
}

/** spec: a deleted workflow's actions are cleared and their records removed; links go too. */
export async function clearWorkflow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(workflowActions).where(eq(workflowActions.workflowId, id));
  await tx.delete(serviceWorkflows).where(eq(serviceWorkflows.workflowId, id));
  await tx.delete(seriesWorkflows).where(eq(seriesWorkflows.workflowId, id));
  await tx.delete(sessionWorkflows).where(eq(sessionWorkflows.workflowId, id));
  await tx.delete(packageWorkflows).where(eq(packageWorkflows.workflowId, id));
}

export async function countActions(tx: DbOrTx, workflowId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(workflowActions)
    .where(eq(workflowActions.workflowId, workflowId));
  return row?.n ?? 0;
}

export async function findAction(
  db: DbOrTx,
  workflowId: string,
  actionId: string,
): Promise<ActionRow | undefined> {
  const [row] = await db
    .select()
    .from(workflowActions)
    .where(and(eq(workflowActions.workflowId, workflowId), eq(workflowActions.id, actionId)));
  return row;
}

export type ActionValues = Omit<
  typeof workflowActions.$inferInsert,
  'id' | 'workflowId' | 'pageId' | 'createdAt' | 'updatedAt'
>;

export async function insertAction(
  tx: DbOrTx,
  values: ActionValues & { id: string; workflowId: string; pageId: string },
): Promise<void> {
  await tx.insert(workflowActions).values(values);
}

export async function updateAction(tx: DbOrTx, id: string, values: ActionValues): Promise<void> {
  await tx
    .update(workflowActions)
    .set({ ...values, updatedAt: stampNow() })
    .where(eq(workflowActions.id, id));
}

export async function deleteAction(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(workflowActions).where(eq(workflowActions.id, id));
}

/** What uses the workflow: the detail's usage links. */
export async function findUsage(db: DbOrTx, workflowId: string) {
  const [serviceRows, seriesRows, sessionRows, packageRows] = await Promise.all([
    db
      .select({ id: services.id, title: services.title })
      .from(serviceWorkflows)
      .innerJoin(services, eq(services.id, serviceWorkflows.serviceId))
      .where(eq(serviceWorkflows.workflowId, workflowId))
      .orderBy(asc(services.order)),
    db
      .select({ id: series.id, title: series.title })
      .from(seriesWorkflows)
      .innerJoin(series, eq(series.id, seriesWorkflows.seriesId))
      .where(eq(seriesWorkflows.workflowId, workflowId))
      .orderBy(asc(series.order)),
    db
      .select({ id: sessions.id, title: sessions.title })
      .from(sessionWorkflows)
      .innerJoin(sessions, eq(sessions.id, sessionWorkflows.sessionId))
      .where(eq(sessionWorkflows.workflowId, workflowId))
      .orderBy(asc(sessions.start)),
    db
      .select({ id: packages.id, title: packages.title })
      .from(packageWorkflows)
      .innerJoin(packages, eq(packages.id, packageWorkflows.packageId))
      .where(eq(packageWorkflows.workflowId, workflowId))
      .orderBy(asc(packages.order)),
  ]);
  return { services: serviceRows, series: seriesRows, groupSessions: sessionRows, packages: packageRows };
}
