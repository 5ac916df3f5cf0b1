import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import type { ConditionGroup } from '../../../domain/automation/conditions';
import { TRIGGER_TYPES } from '../../../domain/automation/triggers';
import { bookingPages } from './booking-pages';
import { createdAt, updatedAt } from './columns';

export const workflowType = pgEnum('workflow_type', ['session', 'package']);

export const workflowActionType = pgEnum('workflow_action_type', ['reminder', 'email', 'automation']);

export const workflowTriggerType = pgEnum('workflow_trigger_type', TRIGGER_TYPES);

export const workflowOffsetUnit = pgEnum('workflow_offset_unit', ['minute', 'hour', 'day']);

export const workflowRecipient = pgEnum('workflow_recipient', ['expert', 'client']);

// spec: condition group {type group, operator and/or, conditions of type numericComparison}.
export type WorkflowConditionGroup = ConditionGroup;

// spec: created paused; soft-deleted (deleted, not active, actions removed), or hard deleted when
// never scheduled. The page keeps workflowsCount and workflowsActiveCount in step.
export const workflows = pgTable(
  'workflows',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: workflowType('type').notNull(),
    // spec: the default flag.
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    scheduled: boolean('scheduled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('workflows_page_id_created_at_idx').on(t.pageId, t.createdAt),
    check('workflows_deleted_check', sql`not (${t.deleted} and ${t.active})`),
  ],
);

// A workflow step. trigger.offset is in seconds, negative before the trigger and positive after
// it; offsetUnit and offsetAmount (signed) are what the form shows. spec: up to 30 days.
export const workflowActions = pgTable(
  'workflow_actions',
  {
    id: text('id').primaryKey(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    type: workflowActionType('type').notNull(),
    triggerType: workflowTriggerType('trigger_type').notNull(),
    triggerOffset: integer('trigger_offset').notNull(),
    triggerOffsetUnit: workflowOffsetUnit('trigger_offset_unit').notNull(),
    triggerOffsetAmount: integer('trigger_offset_amount').notNull(),
    // Reminder and email actions: recipient and message. Automation actions: description.
    recipient: workflowRecipient('recipient'),
    message: text('message'),
    description: text('description'),
    // spec: package workflows only.
    conditionGroup: jsonb('condition_group').$type<WorkflowConditionGroup>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // spec: actions are listed sorted by offset.
    index('workflow_actions_workflow_id_trigger_offset_idx').on(t.workflowId, t.triggerOffset),
    index('workflow_actions_page_id_idx').on(t.pageId),
    check('workflow_actions_offset_check', sql`abs(${t.triggerOffset}) <= 2592000`),
    check('workflow_actions_recipient_check', sql`(${t.type} = 'automation') = (${t.recipient} is null)`),
  ],
);
