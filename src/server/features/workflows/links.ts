import { eq } from 'drizzle-orm';
import {
  WORKFLOW_LINK_MESSAGES,
  WORKFLOW_TYPE_OF,
  type WorkflowLinkKind,
  wrongTypeMessage,
} from '../../../domain/automation/workflow-links';
import type { DbOrTx } from '../../db/client';
import { bookedPackages } from '../../db/schema/booked-packages';
import { stampNow } from '../../db/schema/columns';
import { sessions } from '../../db/schema/sessions';
import { badRequest } from '../../http/errors';
import { planUpcomingPackages } from '../workflow-schedules/package-events';
import { planUpcomingSessions } from '../workflow-schedules/upcoming';
import * as repo from './links-repository';

// The workflowsIds of services, series, group sessions and packages (issue 15): one rule for the
// four. Paused workflows may be attached (they plan nothing while paused); deleted ones, another
// page's and those of the other type may not. Attaching plans the booked upcoming sessions' start
// and end actions, and the expiry actions of the packages bought before that have not expired.

const refuse = (message: string) => badRequest(message, { workflowsIds: message });

/**
 * Checks the workflows and makes them the item's, inside the caller's transaction (a refusal
 * rolls back whatever the caller wrote before). `undefined` leaves the item's links as they are.
 */
export async function saveWorkflowLinks(
  tx: DbOrTx,
  pageId: string,
  kind: WorkflowLinkKind,
  itemId: string,
  workflowsIds: readonly string[] | undefined,
): Promise<void> {
  if (workflowsIds === undefined) return;
  const found = new Map((await repo.lockPageWorkflows(tx, pageId, workflowsIds)).map((w) => [w.id, w]));
  // Not found first: a foreign id says nothing about its type.
  if (workflowsIds.some((id) => !found.get(id) || found.get(id)!.deleted))
    throw refuse(WORKFLOW_LINK_MESSAGES.notFound);
  const wrong = [...found.values()].find((w) => w.type !== WORKFLOW_TYPE_OF[kind]);
  if (wrong) throw refuse(wrongTypeMessage(wrong.type));
  await repo.replaceLinks(tx, kind, itemId, workflowsIds);
  // The item's booked, upcoming sessions run the workflows from now on too.
  const sessionsOf = {
    service: sessions.serviceId,
    series: sessions.seriesId,
    session: sessions.id,
  } as const;
  if (kind === 'package') {
    await planUpcomingPackages(tx, workflowsIds, eq(bookedPackages.packageId, itemId), stampNow());
  } else {
    await planUpcomingSessions(tx, workflowsIds, eq(sessionsOf[kind], itemId), stampNow());
  }
}

/** Each item's workflowsIds (oldest workflow first), for its view; [] when it has none. */
export async function readWorkflowLinks(
  db: DbOrTx,
  kind: WorkflowLinkKind,
  itemIds: readonly string[],
): Promise<(itemId: string) => string[]> {
  const byItem = new Map<string, string[]>();
  for (const { itemId, workflowId } of await repo.listLinks(db, kind, itemIds)) {
    const list = byItem.get(itemId);
    if (list) list.push(workflowId);
    else byItem.set(itemId, [workflowId]);
  }
  return (itemId) => byItem.get(itemId) ?? [];
}

/** Views of rows with their workflowsIds, read in one query. */
export async function withWorkflowLinks<Row extends { id: string }, View>(
  db: DbOrTx,
  kind: WorkflowLinkKind,
  rows: readonly Row[],
  toView: (row: Row, workflowsIds: string[]) => View,
): Promise<View[]> {
  const linksOf = await readWorkflowLinks(
    db,
    kind,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toView(row, linksOf(row.id)));
}
