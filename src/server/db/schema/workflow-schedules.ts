import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, text } from 'drizzle-orm/pg-core';
import { bookedPackages } from './booked-packages';
import { bookingPages } from './booking-pages';
import { createdAt, instant, updatedAt } from './columns';
import { jobs } from './jobs';
import { sessions } from './sessions';
import { workflowActions, workflows } from './workflows';

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
  ],
);

// One planned action of a schedule. The job that performs it is in the jobs queue.
export const workflowScheduleExecutions = pgTable(
  'workflow_schedule_executions',
  {
    id: text('id').primaryKey(),
    scheduleId: text('schedule_id').notNull(),
    // Set null when the action is removed (workflow edited or soft-deleted).
    actionId: text('action_id').references(() => workflowActions.id, { onDelete: 'set null' }),
    executionAt: instant('execution_at').notNull(),
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
  ],
);
