import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { offsetFromStored } from '../../../domain/automation/offset';
import type { PlannableAction, PlannedExecution } from '../../../domain/automation/schedule';
import type { TriggerType } from '../../../domain/automation/triggers';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import {
  packageWorkflows,
  seriesWorkflows,
  serviceWorkflows,
  sessionWorkflows,
} from '../../db/schema/workflow-links';
import { workflowScheduleExecutions, workflowSchedules } from '../../db/schema/workflow-schedules';
import { workflowActions, workflows } from '../../db/schema/workflows';
import { newId } from '../../ids';
import { enqueueJob } from '../../jobs/queue';

export const EXECUTE_WORKFLOW_JOB = 'workflow.execute';

export type LinkedAction = PlannableAction & { workflowId: string };

type Subject =
  | { sessionId: string; serviceId: string | null; seriesId: string | null }
  | { packageId: string };

/**
 * The actions of the active workflows attached to a session (its own, its service's and its
 * series') or to a package. Paused and deleted workflows plan nothing.
 */
export async function linkedActions(db: DbOrTx, subject: Subject): Promise<LinkedAction[]> {
  const linked =
    'packageId' in subject
      ? db
          .select({ id: packageWorkflows.workflowId })
          .from(packageWorkflows)
          .where(eq(packageWorkflows.packageId, subject.packageId))
      : db
          .select({ id: sessionWorkflows.workflowId })
          .from(sessionWorkflows)
          .where(eq(sessionWorkflows.sessionId, subject.sessionId))
          .union(
            db
              .select({ id: serviceWorkflows.workflowId })
              .from(serviceWorkflows)
              .where(eq(serviceWorkflows.serviceId, subject.serviceId ?? '')),
          )
          .union(
            db
              .select({ id: seriesWorkflows.workflowId })
              .from(seriesWorkflows)
              .where(eq(seriesWorkflows.seriesId, subject.seriesId ?? '')),
          );
  const rows = await db
    .select({
      id: workflowActions.id,
      workflowId: workflowActions.workflowId,
      triggerType: workflowActions.triggerType,
      unit: workflowActions.triggerOffsetUnit,
      amount: workflowActions.triggerOffsetAmount,
      recipient: workflowActions.recipient,
    })
    .from(workflowActions)
    .innerJoin(workflows, eq(workflows.id, workflowActions.workflowId))
    .where(
      and(
        eq(workflows.active, true),
        eq(workflows.deleted, false),
        eq(workflows.type, 'packageId' in subject ? 'package' : 'session'),
        inArray(workflows.id, linked),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    workflowId: r.workflowId,
    triggerType: r.triggerType,
    offset: offsetFromStored(r.unit, r.amount),
    recipient: r.recipient,
  }));
}

/** The workflow's schedule for the subject, created on first use (one per workflow and subject). */
export async function ensureSchedule(
  db: DbOrTx,
  row: { pageId: string; workflowId: string; sessionId?: string; bookedPackageId?: string },
): Promise<string> {
  const target = row.sessionId
    ? [workflowSchedules.workflowId, workflowSchedules.sessionId]
    : [workflowSchedules.workflowId, workflowSchedules.bookedPackageId];
  await db
    .insert(workflowSchedules)
    .values({ id: newId(), ...row })
    .onConflictDoNothing({
      target,
      where: row.sessionId
        ? sql`${workflowSchedules.sessionId} is not null`
        : sql`${workflowSchedules.bookedPackageId} is not null`,
    });
  const [found] = await db
    .select({ id: workflowSchedules.id })
    .from(workflowSchedules)
    .where(
      and(
        eq(workflowSchedules.workflowId, row.workflowId),
        row.sessionId
          ? eq(workflowSchedules.sessionId, row.sessionId)
          : eq(workflowSchedules.bookedPackageId, row.bookedPackageId!),
      ),
    );
  await db.update(workflows).set({ scheduled: true }).where(eq(workflows.id, row.workflowId));
  return found!.id;
}

export type NewExecution = {
  scheduleId: string;
  actionId: string;
  triggerType: TriggerType;
  bookingId: string | null;
  dedupeKey: string;
  triggerAt: Date;
  executionAt: Date;
};

/**
 * Writes the executions and queues a job for each one written; one already planned (same dedupe
 * key: the event replayed) is left as it is. Returns how many were new.
 */
export async function insertExecutions(db: DbOrTx, rows: readonly NewExecution[]): Promise<number> {
  let added = 0;
  for (const row of rows) {
    const id = newId();
    const [inserted] = await db
      .insert(workflowScheduleExecutions)
      .values({ id, ...row })
      .onConflictDoNothing({ target: workflowScheduleExecutions.dedupeKey })
      .returning({ id: workflowScheduleExecutions.id });
    if (!inserted) continue;
    const jobId = await enqueueJob(
      db,
      EXECUTE_WORKFLOW_JOB,
      { executionId: id },
      { runAt: row.executionAt, idempotencyKey: `workflow-execution:${id}`, maxAttempts: 6 },
    );
    await db.update(workflowScheduleExecutions).set({ jobId }).where(eq(workflowScheduleExecutions.id, id));
    added++;
  }
  return added;
}

/**
 * Writes planned executions into their workflows' schedules for the subject (each schedule made on
 * first use); `rowFor` shapes each execution's row (its booking and dedupe key).
 */
export async function insertPlanned(
  db: DbOrTx,
  planned: readonly PlannedExecution[],
  actions: readonly LinkedAction[],
  subject: { pageId: string; sessionId?: string; bookedPackageId?: string },
  rowFor: (scheduleId: string, action: LinkedAction, execution: PlannedExecution) => NewExecution,
): Promise<number> {
  const byId = new Map(actions.map((a) => [a.id, a]));
  const schedules = new Map<string, string>();
  const rows: NewExecution[] = [];
  for (const execution of planned) {
    const action = byId.get(execution.actionId)!;
    let scheduleId = schedules.get(action.workflowId);
    if (!scheduleId) {
      scheduleId = await ensureSchedule(db, { ...subject, workflowId: action.workflowId });
      schedules.set(action.workflowId, scheduleId);
    }
    rows.push(rowFor(scheduleId, action, execution));
  }
  return insertExecutions(db, rows);
}

/** The pending executions of a session's schedules, with what a reschedule needs to move them. */
export async function pendingSessionExecutions(db: DbOrTx, sessionId: string) {
  const rows = await db
    .select({
      executionId: workflowScheduleExecutions.id,
      id: workflowActions.id,
      triggerType: workflowScheduleExecutions.triggerType,
      unit: workflowActions.triggerOffsetUnit,
      amount: workflowActions.triggerOffsetAmount,
      recipient: workflowActions.recipient,
      bookingId: workflowScheduleExecutions.bookingId,
    })
    .from(workflowScheduleExecutions)
    .innerJoin(workflowSchedules, eq(workflowSchedules.id, workflowScheduleExecutions.scheduleId))
    .innerJoin(workflowActions, eq(workflowActions.id, workflowScheduleExecutions.actionId))
    .where(and(eq(workflowSchedules.sessionId, sessionId), eq(workflowScheduleExecutions.status, 'pending')))
    .for('update', { of: workflowScheduleExecutions });
  return rows.map((r) => ({ ...r, offset: offsetFromStored(r.unit, r.amount) }));
}

/** Moves a pending execution and its queued job to a new time. */
export async function moveExecution(
  db: DbOrTx,
  id: string,
  executionAt: Date,
  triggerAt: Date,
): Promise<void> {
  const [row] = await db
    .update(workflowScheduleExecutions)
    .set({ executionAt, triggerAt })
    .where(and(eq(workflowScheduleExecutions.id, id), eq(workflowScheduleExecutions.status, 'pending')))
    .returning({ jobId: workflowScheduleExecutions.jobId });
  if (row?.jobId) {
    await db
      .update(jobs)
      .set({ runAt: executionAt })
      .where(and(eq(jobs.id, row.jobId), eq(jobs.status, 'queued')));
  }
}

/** Cancels pending executions (and their queued jobs) with the reason the monitor shows. */
export async function cancelExecutions(
  db: DbOrTx,
  where: { ids: readonly string[] } | { sessionId: string; bookingId?: string; except?: TriggerType },
  detail: string,
  now: Date,
): Promise<void> {
  const scope =
    'ids' in where
      ? inArray(workflowScheduleExecutions.id, [...where.ids])
      : and(
          inArray(
            workflowScheduleExecutions.scheduleId,
            db
              .select({ id: workflowSchedules.id })
              .from(workflowSchedules)
              .where(eq(workflowSchedules.sessionId, where.sessionId)),
          ),
          where.bookingId ? eq(workflowScheduleExecutions.bookingId, where.bookingId) : undefined,
          where.except ? ne(workflowScheduleExecutions.triggerType, where.except) : undefined,
        );
  if ('ids' in where && where.ids.length === 0) return;
  const cancelled = await db
    .update(workflowScheduleExecutions)
    .set({ status: 'cancelled', detail, executedAt: now })
    .where(and(scope, eq(workflowScheduleExecutions.status, 'pending')))
    .returning({ jobId: workflowScheduleExecutions.jobId });
  const jobIds = cancelled.flatMap((c) => (c.jobId ? [c.jobId] : []));
  if (jobIds.length > 0) {
    await db
      .update(jobs)
      .set({ status: 'cancelled', finishedAt: now })
      .where(and(inArray(jobs.id, jobIds), eq(jobs.status, 'queued')));
  }
}

/** Marks the session's schedules cancelled (the monitor's Cancelled). */
export async function cancelSessionSchedules(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(workflowSchedules)
    .set({ cancelled: true })
    .where(and(eq(workflowSchedules.sessionId, sessionId), eq(workflowSchedules.cancelled, false)));
}
