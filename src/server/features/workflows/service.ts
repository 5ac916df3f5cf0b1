import {
  type Offset,
  offsetFromStored,
  offsetSeconds,
  signedAmount,
} from '../../../domain/automation/offset';
import {
  type ActionKind,
  joinKind,
  splitKind,
  type TriggerType,
  type WorkflowType,
} from '../../../domain/automation/triggers';
import {
  type ActionInput,
  actionInput,
  canCreateWorkflow,
  WORKFLOW_LIMITS,
  WORKFLOW_MESSAGES,
  workflowInput,
  workflowRenameInput,
} from '../../../domain/automation/workflow-input';
import type {
  ScheduleListView,
  WorkflowActionView,
  WorkflowDetailView,
  WorkflowListView,
  WorkflowView,
} from '../../../domain/automation/workflow-view';
import { canUse, limitFor } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import type { Db, DbOrTx } from '../../db/client';
import { stampNow } from '../../db/schema/columns';
import type { PlanHolder } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { parseInput } from '../../http/parse-input';
import { newId } from '../../ids';
import type { Analytics, AnalyticsEvent } from '../../integrations/analytics/adapter';
import { requireBookingPage } from '../booking-page/service';
import { listSchedules } from '../workflow-schedules/monitor';
import { packagesLinkedTo, planUpcomingPackages } from '../workflow-schedules/package-events';
import { linkedToWorkflow, planUpcomingSessions } from '../workflow-schedules/upcoming';
import {
  actionAdded,
  actionChanged,
  actionRemoved,
  workflowDeleted,
} from '../workflow-schedules/workflow-changes';
import * as repo from './repository';

// spec (doc 2, §2–§9): workflows are created paused; at most 20 per page and 20 actions each;
// unpausing a second one needs multipleWorkflows; deleting is soft once the workflow has been
// scheduled (deleted, inactive, actions and links removed) and hard before. The page's counters
// move in the same transaction.

const workflowNotFound = () => notFound(WORKFLOW_MESSAGES.notFound);
const deletedConflict = () => conflict(WORKFLOW_MESSAGES.deleted);

function toActionView(row: repo.ActionRow): WorkflowActionView {
  const offset = offsetFromStored(row.triggerOffsetUnit, row.triggerOffsetAmount);
  return {
    id: row.id,
    kind: joinKind(row.type, row.recipient),
    trigger: { type: row.triggerType, ...offset, offset: row.triggerOffset },
    message: row.message,
    description: row.description,
    conditionGroup: row.conditionGroup ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toView(row: repo.WorkflowRow, actions: readonly repo.ActionRow[]): WorkflowView {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    active: row.active,
    deleted: row.deleted,
    scheduled: row.scheduled,
    actions: actions.filter((a) => a.workflowId === row.id).map(toActionView),
    createdAt: row.createdAt.toISOString(),
  };
}

// spec (§7, issue 15): analytics events for created, updated and removed actions, captured only
// after the change committed. What the expert chose travels, never what they wrote (ADR 037): no
// message, no description, no names or emails of anyone — ids, the kind, the trigger, the offset.
type ActionFacts = {
  kind: ActionKind;
  trigger: Offset & { type: TriggerType };
  hasCondition: boolean;
};

const inputFacts = (input: ActionInput): ActionFacts => ({
  kind: input.kind,
  trigger: input.trigger,
  hasCondition: input.conditionGroup !== null,
});

const rowFacts = (row: repo.ActionRow): ActionFacts => ({
  kind: joinKind(row.type, row.recipient),
  trigger: { type: row.triggerType, ...offsetFromStored(row.triggerOffsetUnit, row.triggerOffsetAmount) },
  hasCondition: row.conditionGroup != null,
});

function actionEvent(
  event: 'workflow action created' | 'workflow action updated' | 'workflow action removed',
  userId: string,
  workflow: { id: string; type: WorkflowType },
  actionId: string,
  facts: ActionFacts,
  extra: { removedWith?: 'action' | 'workflow' } = {},
): AnalyticsEvent {
  return {
    distinctId: userId,
    event,
    properties: {
      workflowId: workflow.id,
      actionId,
      workflowType: workflow.type,
      actionKind: facts.kind,
      recipient: splitKind(facts.kind).recipient,
      triggerType: facts.trigger.type,
      direction: facts.trigger.direction,
      offsetAmount: facts.trigger.amount,
      offsetUnit: facts.trigger.unit,
      hasCondition: facts.hasCondition,
      ...extra,
    },
  };
}

function toActionValues(input: ActionInput): repo.ActionValues {
  const { type, recipient } = splitKind(input.kind);
  const offset: Offset = input.trigger;
  return {
    type,
    recipient,
    triggerType: input.trigger.type,
    triggerOffset: offsetSeconds(offset),
    triggerOffsetUnit: offset.unit,
    triggerOffsetAmount: signedAmount(offset),
    message: type === 'automation' ? null : input.message,
    description: type === 'automation' ? input.description : null,
    conditionGroup: input.conditionGroup,
  };
}

export async function listWorkflows(db: Db, expert: PlanHolder): Promise<WorkflowListView> {
  const page = await requireBookingPage(db, expert.id);
  const rows = await repo.listWorkflows(db, page.id);
  const [actions, counts] = await Promise.all([
    repo.listActions(
      db,
      rows.map((r) => r.id),
    ),
    repo.readCounts(db, page.id),
  ]);
  return {
    workflows: rows.map((row) => toView(row, actions)),
    ...counts,
    multipleWorkflows: canUse(expert.pricingPlanId, 'multipleWorkflows'),
  };
}

async function readDetail(db: DbOrTx, pageId: string, id: string): Promise<WorkflowDetailView> {
  const row = await repo.findWorkflow(db, pageId, id);
  if (!row) throw workflowNotFound();
  const [actions, usage] = await Promise.all([repo.listActions(db, [id]), repo.findUsage(db, id)]);
  return { ...toView(row, actions), usage };
}

export async function getWorkflow(db: Db, userId: string, id: string): Promise<WorkflowDetailView> {
  const page = await requireBookingPage(db, userId);
  return readDetail(db, page.id, id);
}

/** The monitor: the latest schedules of the workflow (a deleted one's too: its history stays). */
export async function getSchedules(db: Db, userId: string, id: string, now: Date): Promise<ScheduleListView> {
  const page = await requireBookingPage(db, userId);
  if (!(await repo.findWorkflow(db, page.id, id))) throw workflowNotFound();
  return listSchedules(db, id, now);
}

export async function createWorkflow(db: Db, userId: string, raw: unknown): Promise<WorkflowDetailView> {
  const input = parseInput(workflowInput, raw);
  const page = await requireBookingPage(db, userId);
  const id = newId();
  await db.transaction(async (tx) => {
    const counts = await repo.lockCounts(tx, page.id);
    if (!canCreateWorkflow(counts.workflowsCount)) throw conflict(WORKFLOW_MESSAGES.tooManyWorkflows);
    // spec: created paused.
    await repo.insertWorkflow(tx, { id, pageId: page.id, name: input.name, type: input.type, active: false });
    await repo.addToCounts(tx, page.id, 1, 0);
  });
  return readDetail(db, page.id, id);
}

/** Finds the workflow for a change under its row lock; a deleted one cannot change (409). */
async function lockLive(tx: DbOrTx, pageId: string, id: string): Promise<repo.WorkflowRow> {
  const row = await repo.findWorkflow(tx, pageId, id, 'update');
  if (!row) throw workflowNotFound();
  if (row.deleted) throw deletedConflict();
  return row;
}

export async function renameWorkflow(
  db: Db,
  userId: string,
  id: string,
  raw: unknown,
): Promise<WorkflowDetailView> {
  const page = await requireBookingPage(db, userId);
  if (!(await repo.findWorkflow(db, page.id, id))) throw workflowNotFound();
  const input = parseInput(workflowRenameInput, raw);
  await db.transaction(async (tx) => {
    await lockLive(tx, page.id, id);
    await repo.updateWorkflow(tx, id, { name: input.name });
  });
  return readDetail(db, page.id, id);
}

/**
 * Pause or unpause. spec (§4, §6): without multipleWorkflows only one workflow may be active, so
 * unpausing a second answers 403 with the upgrade alert. The page row is locked first, so two
 * concurrent unpauses cannot both pass the check.
 */
export async function setActive(
  db: Db,
  expert: PlanHolder,
  id: string,
  active: boolean,
): Promise<WorkflowDetailView> {
  const page = await requireBookingPage(db, expert.id);
  await db.transaction(async (tx) => {
    const counts = await repo.lockCounts(tx, page.id);
    const row = await lockLive(tx, page.id, id);
    if (row.active === active) return;
    if (active && counts.workflowsActiveCount >= limitFor(expert.pricingPlanId, 'activeWorkflows'))
      throw forbidden(upgradeMessage('multipleWorkflows'));
    await repo.updateWorkflow(tx, id, { active });
    await repo.addToCounts(tx, page.id, 0, active ? 1 : -1);
    // Unpaused: the sessions booked meanwhile get its start and end actions, the packages bought
    // meanwhile their expiry actions.
    if (active && row.type === 'package') {
      await planUpcomingPackages(tx, [id], packagesLinkedTo(tx, id), stampNow());
    } else if (active) {
      await planUpcomingSessions(tx, [id], linkedToWorkflow(tx, id), stampNow());
    }
  });
  return readDetail(db, page.id, id);
}

/**
 * spec (§4): a workflow never scheduled is removed for good; one that was keeps its row, marked
 * deleted and inactive, without its actions and links (its schedules' history stays readable).
 * Either way its actions are removed, and each sends its 'removed' event (ADR 037).
 */
export async function deleteWorkflow(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  analytics: Analytics,
): Promise<void> {
  const page = await requireBookingPage(db, userId);
  const events = await db.transaction(async (tx) => {
    await repo.lockCounts(tx, page.id);
    const row = await repo.findWorkflow(tx, page.id, id, 'update');
    if (!row || row.deleted) throw workflowNotFound();
    const actions = await repo.listActions(tx, [id]);
    if (row.scheduled) {
      await workflowDeleted(tx, id, now);
      await repo.clearWorkflow(tx, id);
      await repo.updateWorkflow(tx, id, { deleted: true, active: false });
    } else {
      await repo.hardDeleteWorkflow(tx, id);
    }
    await repo.addToCounts(tx, page.id, -1, row.active ? -1 : 0);
    return actions.map((action) =>
      actionEvent('workflow action removed', userId, row, action.id, rowFacts(action), {
        removedWith: 'workflow',
      }),
    );
  });
  for (const event of events) analytics.capture(event);
}

export async function addAction(
  db: Db,
  userId: string,
  workflowId: string,
  raw: unknown,
  now: Date,
  analytics: Analytics,
): Promise<WorkflowDetailView> {
  const page = await requireBookingPage(db, userId);
  const event = await db.transaction(async (tx) => {
    const row = await lockLive(tx, page.id, workflowId);
    // Parsed under the lock: the workflow's type decides the triggers it accepts.
    const input = parseInput(actionInput(row.type), raw);
    if ((await repo.countActions(tx, workflowId)) >= WORKFLOW_LIMITS.actionsPerWorkflow)
      throw conflict(WORKFLOW_MESSAGES.tooManyActions);
    const id = newId();
    await repo.insertAction(tx, { id, workflowId, pageId: page.id, ...toActionValues(input) });
    if (row.active) await actionAdded(tx, id, now);
    return actionEvent('workflow action created', userId, row, id, inputFacts(input));
  });
  analytics.capture(event);
  return readDetail(db, page.id, workflowId);
}

/** A deleted workflow's actions are gone, so changing one answers 404 like an unknown action. */
async function lockAction(tx: DbOrTx, pageId: string, workflowId: string, actionId: string) {
  const workflow = await repo.findWorkflow(tx, pageId, workflowId, 'update');
  const action = workflow && (await repo.findAction(tx, workflowId, actionId));
  if (!workflow || !action) throw workflowNotFound();
  if (workflow.deleted) throw deletedConflict();
  return { workflow, action };
}

export async function updateAction(
  db: Db,
  userId: string,
  workflowId: string,
  actionId: string,
  raw: unknown,
  now: Date,
  analytics: Analytics,
): Promise<WorkflowDetailView> {
  const page = await requireBookingPage(db, userId);
  const event = await db.transaction(async (tx) => {
    const { workflow } = await lockAction(tx, page.id, workflowId, actionId);
    const input = parseInput(actionInput(workflow.type), raw);
    await repo.updateAction(tx, actionId, toActionValues(input));
    await actionChanged(tx, actionId, now);
    return actionEvent('workflow action updated', userId, workflow, actionId, inputFacts(input));
  });
  analytics.capture(event);
  return readDetail(db, page.id, workflowId);
}

export async function deleteAction(
  db: Db,
  userId: string,
  workflowId: string,
  actionId: string,
  now: Date,
  analytics: Analytics,
): Promise<WorkflowDetailView> {
  const page = await requireBookingPage(db, userId);
  const event = await db.transaction(async (tx) => {
    const { workflow, action } = await lockAction(tx, page.id, workflowId, actionId);
    await actionRemoved(tx, actionId, now);
    await repo.deleteAction(tx, actionId);
    return actionEvent('workflow action removed', userId, workflow, actionId, rowFacts(action), {
      removedWith: 'action',
    });
  });
  analytics.capture(event);
  return readDetail(db, page.id, workflowId);
}
