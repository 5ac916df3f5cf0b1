import { conditionsLabel } from '../../../../domain/automation/conditions';
import { offsetLabel } from '../../../../domain/automation/offset';
import { ACTION_KIND_LABELS, TRIGGERS, type WorkflowType } from '../../../../domain/automation/triggers';
import { WORKFLOW_MESSAGES } from '../../../../domain/automation/workflow-input';
import type { WorkflowActionView, WorkflowView } from '../../../../domain/automation/workflow-view';
import { formatInZone } from '../../../../domain/time/format-in-zone';
import { ApiError } from '../../../lib/api-client';

// How workflows and their actions read on the cards, the timeline and the monitor.

export const WORKFLOW_TYPE_LABELS: Record<WorkflowType, string> = {
  session: 'Session workflow',
  package: 'Package workflow',
};

type ActionLike = Pick<WorkflowActionView, 'kind' | 'trigger'>;

/** "1 hour before the session starts", "right after the package is bought". */
export const whenLabel = (trigger: ActionLike['trigger']) =>
  `${offsetLabel(trigger)} ${TRIGGERS[trigger.type].label}`;

/** "Reminder to the client · 1 hour before the session starts". */
export const actionSummary = (action: ActionLike) =>
  `${ACTION_KIND_LABELS[action.kind]} · ${whenLabel(action.trigger)}`;

/** "Only when Sessions remaining in the package is less than 2", or null without conditions. */
export function actionConditionLabel(action: Pick<WorkflowActionView, 'conditionGroup'>): string | null {
  return action.conditionGroup ? `Only when ${conditionsLabel(action.conditionGroup)}` : null;
}

export type WorkflowStatus = 'active' | 'paused' | 'deleted';

export const WORKFLOW_STATUS_LABELS: Record<WorkflowStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  deleted: 'Deleted',
};

export const workflowStatus = (workflow: Pick<WorkflowView, 'active' | 'deleted'>): WorkflowStatus =>
  workflow.deleted ? 'deleted' : workflow.active ? 'active' : 'paused';

/** "3 actions", "1 action", "No actions yet". */
export function actionsCountLabel(count: number): string {
  if (count === 0) return 'No actions yet';
  return `${count} ${count === 1 ? 'action' : 'actions'}`;
}

/**
 * spec (§8): what a failure says. The API's own words for a refusal it explains (400, 403, 404,
 * 409); otherwise 'Something went wrong. Please try again later' for the workflow and
 * 'Something went wrong. Please try again' for an action.
 */
export function workflowFailure(error: unknown, scope: 'workflow' | 'action'): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return scope === 'action' ? WORKFLOW_MESSAGES.actionFailed : WORKFLOW_MESSAGES.workflowFailed;
}

/** "Wed 16 Dec 2026, 11:30" in the expert's zone. */
export const dateTimeLabel = (iso: string, zone: string) =>
  formatInZone(Date.parse(iso), zone, 'EEE d MMM yyyy, HH:mm');

/** "16 Dec 2026, 11:30" in the expert's zone: an execution's times, in a narrow column. */
export const shortDateTimeLabel = (iso: string, zone: string) =>
  formatInZone(Date.parse(iso), zone, 'd MMM yyyy, HH:mm');
