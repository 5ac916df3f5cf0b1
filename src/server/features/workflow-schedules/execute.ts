import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { workflowScheduleExecutions, workflowSchedules } from '../../db/schema/workflow-schedules';
import { workflowActions, workflows } from '../../db/schema/workflows';
import type { JobHandler } from '../../jobs/worker';
import { callRoomUrl, clientCallUrl } from '../calls/call-link';
import { manageUrl } from '../public-booking/booking-service';
import { composeWorkflowEmail, type Recipient } from './compose';
import { automateForSession } from './execute-automation';
import { sendForPackage } from './execute-package';
import { EXECUTION_DETAILS, type ExecuteDeps, finish } from './execution-outcome';

// issue 15, ADR 036: one job per execution. The job locks its execution row, sends only while it
// is pending, and marks it in the same transaction as the emails it queues: a second worker, a
// retry or a replay after a crash finds it done and sends nothing. The emails themselves carry an
// idempotency key per execution and recipient, so the outbox holds each one once.

export function executeWorkflowJob(deps: ExecuteDeps): JobHandler {
  return async (job, now) => {
    const executionId = String(job.payload.executionId ?? '');
    try {
      await deps.db.transaction((tx) => runExecution(tx, deps, executionId, now));
    } catch (error) {
      // The queue retries with backoff; after the last try the monitor shows why it failed.
      if (job.attempts >= job.maxAttempts) {
        const reason = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(workflowScheduleExecutions)
          .set({ status: 'failed', detail: reason.slice(0, 500), executedAt: now })
          .where(
            and(
              eq(workflowScheduleExecutions.id, executionId),
              eq(workflowScheduleExecutions.status, 'pending'),
            ),
          );
      }
      throw error;
    }
  };
}

async function lockExecution(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      execution: workflowScheduleExecutions,
      scheduleCancelled: workflowSchedules.cancelled,
      sessionId: workflowSchedules.sessionId,
      bookedPackageId: workflowSchedules.bookedPackageId,
      pageId: workflowSchedules.pageId,
      workflowActive: workflows.active,
      workflowDeleted: workflows.deleted,
      workflow: { id: workflows.id, name: workflows.name },
      action: workflowActions,
    })
    .from(workflowScheduleExecutions)
    .innerJoin(workflowSchedules, eq(workflowSchedules.id, workflowScheduleExecutions.scheduleId))
    .innerJoin(workflows, eq(workflows.id, workflowSchedules.workflowId))
    .leftJoin(workflowActions, eq(workflowActions.id, workflowScheduleExecutions.actionId))
    .where(eq(workflowScheduleExecutions.id, id))
    .for('update', { of: workflowScheduleExecutions });
  return row;
}

export async function runExecution(tx: DbOrTx, deps: ExecuteDeps, id: string, now: Date): Promise<void> {
  const row = await lockExecution(tx, id);
  if (row?.execution.status !== 'pending') return;
  const { execution, action } = row;
  if (!action) return finish(tx, id, 'cancelled', EXECUTION_DETAILS.removed, now);
  if (row.workflowDeleted) return finish(tx, id, 'cancelled', EXECUTION_DETAILS.deleted, now);
  if (!row.workflowActive) return finish(tx, id, 'cancelled', EXECUTION_DETAILS.paused, now);
  const cancellation = execution.triggerType === 'session.cancelled';
  if (row.scheduleCancelled && !cancellation)
    return finish(tx, id, 'cancelled', EXECUTION_DETAILS.cancelled, now);
  const run = { id, execution, action, workflow: row.workflow };
  if (row.bookedPackageId)
    return sendForPackage(tx, deps, { ...run, bookedPackageId: row.bookedPackageId }, now);
  if (!row.sessionId) return finish(tx, id, 'skipped', EXECUTION_DETAILS.noRecipient, now);

  const [context] = await tx
    .select({
      session: sessions,
      expertName: bookingPages.displayName,
      expertEmail: users.email,
      expertZone: users.timezone,
    })
    .from(sessions)
    .innerJoin(bookingPages, eq(bookingPages.id, sessions.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(eq(sessions.id, row.sessionId));
  if (!context) return finish(tx, id, 'skipped', EXECUTION_DETAILS.noRecipient, now);
  const expertZone = context.expertZone ?? 'UTC';

  const clients = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.sessionId, row.sessionId),
        execution.bookingId ? eq(bookings.id, execution.bookingId) : undefined,
        // A cancellation's own message still reaches the client who was cancelled.
        cancellation ? undefined : and(eq(bookings.status, 'confirmed'), isNull(bookings.cancelledAt)),
      ),
    )
    .orderBy(bookings.createdAt);
  if (action.type === 'automation') return automateForSession(tx, run, context.session, clients, now);
  const recipients: Recipient[] =
    action.recipient === 'expert'
      ? [
          {
            email: context.expertEmail,
            zone: expertZone,
            client:
              clients.length === 1
                ? { firstName: clients[0]!.clientFirstName, lastName: clients[0]!.clientLastName }
                : null,
            manageUrl: null,
            roomUrl: callRoomUrl(deps.config.publicUrl, context.session.id),
          },
        ]
      : clients.map((b) => ({
          email: b.clientEmail,
          zone: b.clientTimezone ?? expertZone,
          client: { firstName: b.clientFirstName, lastName: b.clientLastName },
          manageUrl: cancellation ? null : manageUrl(deps, b.id),
          roomUrl: cancellation ? null : clientCallUrl(deps, context.session.id, b.id, context.session.end),
        }));
  if (recipients.length === 0) return finish(tx, id, 'skipped', EXECUTION_DETAILS.noRecipient, now);

  for (const to of recipients) {
    const email = composeWorkflowEmail(
      {
        type: action.type,
        audience: action.recipient ?? 'expert',
        message: action.message,
        session: context.session,
        expertName: context.expertName,
      },
      to,
    );
    await deps.outbox.queue(tx, email, { idempotencyKey: `workflow:${id}:${to.email.toLowerCase()}` });
  }
  await finish(tx, id, 'sent', `Sent to ${recipients.map((r) => r.email).join(', ')}`, now);
}
