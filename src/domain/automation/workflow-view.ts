import { z } from 'zod';
import { conditionGroupInput } from './conditions';
import { OFFSET_UNITS } from './offset';
import { EXECUTION_OUTCOMES, SCHEDULE_STATUSES } from './schedule';
import { ACTION_KINDS, DIRECTIONS, TRIGGER_TYPES, WORKFLOW_TYPES } from './triggers';

// What the workflow API answers (spec doc 2, §3: Workflow, Workflow action; §4 display states).

export const workflowActionView = z.object({
  id: z.string(),
  kind: z.enum(ACTION_KINDS),
  trigger: z.object({
    type: z.enum(TRIGGER_TYPES),
    direction: z.enum(DIRECTIONS),
    amount: z.number().int(),
    unit: z.enum(OFFSET_UNITS),
    /** Signed seconds, negative before the trigger (the spec's trigger.offset). */
    offset: z.number().int(),
  }),
  message: z.string().nullable(),
  description: z.string().nullable(),
  conditionGroup: conditionGroupInput.nullable(),
  createdAt: z.string(),
});
export type WorkflowActionView = z.infer<typeof workflowActionView>;

export const workflowView = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(WORKFLOW_TYPES),
  active: z.boolean(),
  deleted: z.boolean(),
  /** Whether it was ever scheduled for a session or package (a deleted one then stays, soft). */
  scheduled: z.boolean(),
  /** Sorted by offset (spec §4). */
  actions: z.array(workflowActionView),
  createdAt: z.string(),
});
export type WorkflowView = z.infer<typeof workflowView>;

export const workflowListView = z.object({
  workflows: z.array(workflowView),
  /** The page's counters (spec §3): every non-deleted workflow, and the active ones. */
  workflowsCount: z.number().int(),
  workflowsActiveCount: z.number().int(),
  /** Whether the plan lets more than one workflow be active (multipleWorkflows). */
  multipleWorkflows: z.boolean(),
});
export type WorkflowListView = z.infer<typeof workflowListView>;

const usageItem = z.object({ id: z.string(), title: z.string() });

export const workflowDetailView = workflowView.extend({
  usage: z.object({
    services: z.array(usageItem),
    series: z.array(usageItem),
    groupSessions: z.array(usageItem),
    packages: z.array(usageItem),
  }),
});
export type WorkflowDetailView = z.infer<typeof workflowDetailView>;

// The monitor (spec §2, §4): the workflow's latest 10 schedules and each one's executions.

export const executionView = z.object({
  id: z.string(),
  /** The action it performs; null once the action was removed (the history stays). */
  action: workflowActionView.pick({ id: true, kind: true, trigger: true }).nullable(),
  triggerType: z.enum(TRIGGER_TYPES),
  /** When it is (or was) planned. */
  executionAt: z.string(),
  /** When it ran, or was cancelled; null while pending. */
  executedAt: z.string().nullable(),
  outcome: z.enum(EXECUTION_OUTCOMES),
  /** Whom it was sent to, or why it was skipped, cancelled or failed. */
  detail: z.string().nullable(),
});
export type ExecutionView = z.infer<typeof executionView>;

export const scheduleView = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  /** The session it runs for (its link: /dashboard/home/sessions/{id}); null for a package. */
  session: z
    .object({ id: z.string(), title: z.string(), start: z.string(), clients: z.array(z.string()) })
    .nullable(),
  bookedPackage: z.object({ id: z.string(), title: z.string(), client: z.string() }).nullable(),
  executions: z.array(executionView),
});
export type ScheduleView = z.infer<typeof scheduleView>;

export const scheduleListView = z.object({ schedules: z.array(scheduleView) });
export type ScheduleListView = z.infer<typeof scheduleListView>;
