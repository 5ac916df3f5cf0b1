import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { WorkflowLinkKind } from '../../../domain/automation/workflow-links';
import type { DbOrTx } from '../../db/client';
import {
  packageWorkflows,
  seriesWorkflows,
  serviceWorkflows,
  sessionWorkflows,
} from '../../db/schema/workflow-links';
import { workflows } from '../../db/schema/workflows';

// SQL of the link tables (services, series, group sessions and packages to their workflows).

type LinkTable = { table: PgTable; itemId: PgColumn; workflowId: PgColumn; itemKey: string };

const LINKS: Record<WorkflowLinkKind, LinkTable> = {
  service: {
    table: serviceWorkflows,
    itemId: serviceWorkflows.serviceId,
    workflowId: serviceWorkflows.workflowId,
    itemKey: 'serviceId',
  },
  series: {
    table: seriesWorkflows,
    itemId: seriesWorkflows.seriesId,
    workflowId: seriesWorkflows.workflowId,
    itemKey: 'seriesId',
  },
  session: {
    table: sessionWorkflows,
    itemId: sessionWorkflows.sessionId,
    workflowId: sessionWorkflows.workflowId,
    itemKey: 'sessionId',
  },
  package: {
    table: packageWorkflows,
    itemId: packageWorkflows.packageId,
    workflowId: packageWorkflows.workflowId,
    itemKey: 'packageId',
  },
};

export type LinkableWorkflow = Pick<typeof workflows.$inferSelect, 'id' | 'type' | 'deleted'>;

/**
 * The page's workflows among `ids`, under a share lock in id order: deleting one (which locks it
 * for update and then removes its links) waits until the links written here are committed.
 */
export async function lockPageWorkflows(
  tx: DbOrTx,
  pageId: string,
  ids: readonly string[],
): Promise<LinkableWorkflow[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: workflows.id, type: workflows.type, deleted: workflows.deleted })
    .from(workflows)
    .where(and(eq(workflows.pageId, pageId), inArray(workflows.id, [...ids])))
    .orderBy(asc(workflows.id))
    .for('share');
}

export async function replaceLinks(
  tx: DbOrTx,
  kind: WorkflowLinkKind,
  itemId: string,
  workflowIds: readonly string[],
): Promise<void> {
  const link = LINKS[kind];
  await tx.delete(link.table).where(eq(link.itemId, itemId));
  if (workflowIds.length === 0) return;
  await tx
    .insert(link.table)
    .values(workflowIds.map((workflowId) => ({ [link.itemKey]: itemId, workflowId })) as never);
}

/** Each item's workflow ids, oldest workflow first. */
export async function listLinks(
  db: DbOrTx,
  kind: WorkflowLinkKind,
  itemIds: readonly string[],
): Promise<Array<{ itemId: string; workflowId: string }>> {
  if (itemIds.length === 0) return [];
  const link = LINKS[kind];
  const rows = await db
    .select({ itemId: link.itemId, workflowId: workflows.id })
    .from(link.table)
    .innerJoin(workflows, eq(workflows.id, link.workflowId))
    .where(inArray(link.itemId, [...itemIds]))
    .orderBy(asc(workflows.createdAt), asc(workflows.id));
  return rows as Array<{ itemId: string; workflowId: string }>;
}
