import { z } from 'zod';
import { text } from '../shared/strings';
import { conditionGroupInput } from './conditions';
import { OFFSET_MESSAGES, OFFSET_UNITS, offsetProblem } from './offset';
import { unknownPlaceholderMessage, unknownPlaceholders } from './placeholders';
import {
  ACTION_KINDS,
  type ActionKind,
  DIRECTIONS,
  TRIGGER_TYPES,
  TRIGGERS,
  WORKFLOW_TYPES,
  type WorkflowType,
} from './triggers';

// spec (doc 2, §5, §8, §9): the workflow form and the action form. The spec's words are used
// exactly; where it gives none (a trigger that does not fit, a condition on a session workflow)
// ours follow its style.

export const WORKFLOW_LIMITS = {
  nameMin: 3,
  nameMax: 80,
  workflowsPerPage: 20,
  actionsPerWorkflow: 20,
  reminderMax: 800,
  emailMax: 2000,
  descriptionMax: 60,
  /** The index card lists the first 5 actions, then '+N more'. */
  cardActions: 5,
  /** The monitor shows the latest 10 schedules. */
  monitorSchedules: 10,
} as const;

export const WORKFLOW_MESSAGES = {
  name: 'Please give this workflow a name',
  messageRequired: 'Message is required',
  messageTooLong: 'Message is too long',
  descriptionTooLong: 'Description is too long',
  actionFailed: 'Something went wrong. Please try again',
  workflowFailed: 'Something went wrong. Please try again later',
  notFound: 'Not found',
  deleted: 'This workflow was deleted. Its actions were removed and it no longer runs.',
  tooManyWorkflows: 'A booking page can have at most 20 workflows',
  tooManyActions: 'A workflow can have at most 20 actions',
  trigger: 'Please choose when this action runs',
  triggerType: 'This trigger does not fit this type of workflow',
  direction: 'This trigger only runs after the event',
  conditionsPackageOnly: 'Conditions apply to package workflows only',
  kind: 'Please choose an action',
} as const;

export const workflowInput = z.strictObject({
  name: text(WORKFLOW_MESSAGES.name)
    .trim()
    .min(WORKFLOW_LIMITS.nameMin, WORKFLOW_MESSAGES.name)
    .max(WORKFLOW_LIMITS.nameMax, WORKFLOW_MESSAGES.name),
  type: z.enum(WORKFLOW_TYPES),
});
export type WorkflowInput = z.infer<typeof workflowInput>;

/** Editing keeps the type: a session workflow's actions make no sense on a package. */
export const workflowRenameInput = workflowInput.pick({ name: true });

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v?.trim() ? v : null));

const actionShape = z.strictObject({
  kind: z.enum(ACTION_KINDS, { error: () => WORKFLOW_MESSAGES.kind }),
  trigger: z.strictObject({
    type: z.enum(TRIGGER_TYPES, { error: () => WORKFLOW_MESSAGES.trigger }),
    direction: z.enum(DIRECTIONS, { error: () => WORKFLOW_MESSAGES.trigger }),
    amount: z.number({ error: () => OFFSET_MESSAGES.required }),
    unit: z.enum(OFFSET_UNITS, { error: () => OFFSET_MESSAGES.required }),
  }),
  // Reminder and email: the message; automation: the description. Bounds checked below by kind.
  message: optionalText(WORKFLOW_LIMITS.emailMax, WORKFLOW_MESSAGES.messageTooLong),
  description: optionalText(WORKFLOW_LIMITS.descriptionMax, WORKFLOW_MESSAGES.descriptionTooLong),
  conditionGroup: conditionGroupInput.nullish().transform((v) => v ?? null),
});

const messageMax = (kind: ActionKind) =>
  kind.startsWith('reminder') ? WORKFLOW_LIMITS.reminderMax : WORKFLOW_LIMITS.emailMax;

/** The action form's schema for a workflow of `type`; the server checks the same. */
export function actionInput(type: WorkflowType) {
  return actionShape.superRefine((action, ctx) => {
    const trigger = TRIGGERS[action.trigger.type];
    if (trigger.workflowType !== type)
      ctx.addIssue({ code: 'custom', path: ['trigger', 'type'], message: WORKFLOW_MESSAGES.triggerType });
    else if (!trigger.directions.includes(action.trigger.direction))
      ctx.addIssue({ code: 'custom', path: ['trigger', 'direction'], message: WORKFLOW_MESSAGES.direction });
    const offset = offsetProblem(action.trigger);
    if (offset) ctx.addIssue({ code: 'custom', path: ['trigger', 'amount'], message: offset });
    if (action.kind === 'automation') {
      if (action.message)
        ctx.addIssue({ code: 'custom', path: ['message'], message: 'An automation trigger has no message' });
    } else {
      if (action.kind.startsWith('email') && !action.message)
        ctx.addIssue({ code: 'custom', path: ['message'], message: WORKFLOW_MESSAGES.messageRequired });
      if (action.message && action.message.length > messageMax(action.kind))
        ctx.addIssue({ code: 'custom', path: ['message'], message: WORKFLOW_MESSAGES.messageTooLong });
      const unknown = action.message ? unknownPlaceholders(action.message) : [];
      if (unknown.length > 0)
        ctx.addIssue({ code: 'custom', path: ['message'], message: unknownPlaceholderMessage(unknown) });
      if (action.description)
        ctx.addIssue({
          code: 'custom',
          path: ['description'],
          message: 'Only an automation trigger has a description',
        });
    }
    if (action.conditionGroup && type !== 'package')
      ctx.addIssue({
        code: 'custom',
        path: ['conditionGroup'],
        message: WORKFLOW_MESSAGES.conditionsPackageOnly,
      });
  });
}
export type ActionInput = z.infer<ReturnType<typeof actionInput>>;

/** spec (§9): a new action's defaults. */
export function defaultAction(type: WorkflowType): ActionInput {
  return type === 'session'
    ? {
        kind: 'reminder.client',
        trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
        message: null,
        description: null,
        conditionGroup: null,
      }
    : {
        kind: 'email.client',
        trigger: { type: 'bookedPackage.created', direction: 'after', amount: 1, unit: 'hour' },
        message: null,
        description: null,
        conditionGroup: null,
      };
}

/** The index shows 'Create new workflow' while the page has 20 or fewer (spec §9, as written). */
export const canShowCreate = (workflowsCount: number) => workflowsCount <= WORKFLOW_LIMITS.workflowsPerPage;
/** The server refuses a 21st. */
export const canCreateWorkflow = (workflowsCount: number) =>
  workflowsCount < WORKFLOW_LIMITS.workflowsPerPage;

/** The card's first 5 actions and '+N more'. */
export function cardActions<T>(actions: readonly T[]): { shown: T[]; more: string | null } {
  const shown = actions.slice(0, WORKFLOW_LIMITS.cardActions);
  const rest = actions.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}
