import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXECUTION_OUTCOMES } from '../../../domain/automation/schedule';
import { bookedPackages } from './booked-packages';
import { bookingPages } from './booking-pages';
import { bookings } from './bookings';
import { createdAt, instant, updatedAt } from './columns';
import { jobs } from './jobs';
import { sessions } from './sessions';
import { workflowActions, workflows, workflowTriggerType } from './workflows';

export const workflowExecutionStatus = pgEnum('workflow_execution_status', EXECUTION_OUTCOMES);

// A workflow run for one session (session workflows) or booked package (package workflows).
// spec display status: Cancelled; In progress while the latest execution is in the future;
// otherwise Completed.
export const workflowSchedules = pgTable(
  'workflow_schedules',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    bookedPackageId: text('booked_package_id').references(() => bookedPackages.id, {
      onDelete: 'cascade',
    }),
    cancelled: boolean('cancelled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // spec: the latest schedules by createdAt descending.
    index('workflow_schedules_page_id_created_at_idx').on(t.pageId, t.createdAt),
    index('workflow_schedules_workflow_id_created_at_idx').on(t.workflowId, t.createdAt),
    index('workflow_schedules_session_id_idx').on(t.sessionId).where(sql`${t.sessionId} is not null`),
    index('workflow_schedules_booked_package_id_idx')
      .on(t.bookedPackageId)
      .where(sql`${t.bookedPackageId} is not null`),
    check('workflow_schedules_subject_check', sql`num_nonnulls(${t.sessionId}, ${t.bookedPackageId}) >= 1`),
    // One schedule per workflow and subject: every booking of a group session shares it.
    uniqueIndex('workflow_schedules_workflow_session_idx')
      .on(t.workflowId, t.sessionId)
      .where(sql`${t.sessionId} is not null`),
    uniqueIndex('workflow_schedules_workflow_booked_package_idx')
      .on(t.workflowId, t.bookedPackageId)
      .where(sql`${t.bookedPackageId} is not null`),
  ],
);

// One planned action of a schedule. The job that performs it is in the jobs queue; the job sends
// only while the execution is pending and marks it in the same transaction (exactly once).
export const workflowScheduleExecutions = pgTable(
  'workflow_schedule_executions',
  {
    id: text('id').primaryKey(),
    scheduleId: text('schedule_id').notNull(),
    // Set null when the action is removed (workflow edited or soft-deleted).
    actionId: text('action_id').references(() => workflowActions.id, { onDelete: 'set null' }),
    triggerType: workflowTriggerType('trigger_type').notNull(),
    // The booking an event (booked, cancelled…) happened to: its client is the one told. Null for
    // the session's own times (start, end), which speak to every client with a place.
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    // Plans the same execution once however often the event is replayed (ON CONFLICT DO NOTHING).
    dedupeKey: text('dedupe_key').notNull(),
    // The trigger's instant (the start, the end, the moment of the event): an edited offset moves
    // the pending execution from here.
    triggerAt: instant('trigger_at').notNull(),
    executionAt: instant('execution_at').notNull(),
    status: workflowExecutionStatus('status').notNull().default('pending'),
    // Why it was skipped, cancelled or failed; whom it was sent to.
    detail: text('detail'),
    executedAt: instant('executed_at'),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'workflow_schedule_executions_schedule_fk',
      columns: [t.scheduleId],
      foreignColumns: [workflowSchedules.id],
    }).onDelete('cascade'),
    index('workflow_schedule_executions_schedule_id_execution_at_idx').on(t.scheduleId, t.executionAt),
    index('workflow_schedule_executions_action_id_idx').on(t.actionId).where(sql`${t.actionId} is not null`),
    index('workflow_schedule_executions_job_id_idx').on(t.jobId).where(sql`${t.jobId} is not null`),
    uniqueIndex('workflow_schedule_executions_dedupe_key_idx').on(t.dedupeKey),
    index('workflow_schedule_executions_booking_id_idx')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
  ],
);
