import { and, eq, exists, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { isTimed, planExecutions, type TriggerInstants } from '../../../domain/automation/schedule';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { seriesWorkflows, serviceWorkflows, sessionWorkflows } from '../../db/schema/workflow-links';
import { insertPlanned, linkedActions } from './repository';
import { timedExecutionRow } from './scheduler';

// issue 15: a workflow attached to a service, series or group session, or unpaused, also runs for
// the sessions already booked there that have not started: their start and end actions are
// planned then (an event that happened before — booked, rescheduled — is not replayed). The
// timed rows' keys (schedule, action, trigger; timedExecutionRow) make planning again harmless.

/** The sessions a workflow runs for through any of its links. */
export function linkedToWorkflow(tx: DbOrTx, workflowId: string): SQL {
  return or(
    inArray(
      sessions.id,
      tx
        .select({ id: sessionWorkflows.sessionId })
        .from(sessionWorkflows)
        .where(eq(sessionWorkflows.workflowId, workflowId)),
    ),
    inArray(
      sessions.serviceId,
      tx
        .select({ id: serviceWorkflows.serviceId })
        .from(serviceWorkflows)
        .where(eq(serviceWorkflows.workflowId, workflowId)),
    ),
    inArray(
      sessions.seriesId,
      tx
        .select({ id: seriesWorkflows.seriesId })
        .from(seriesWorkflows)
        .where(eq(seriesWorkflows.workflowId, workflowId)),
    ),
  )!;
}

/**
 * Plans the start and end actions of `workflowIds` (active ones only) for the confirmed, booked,
 * not yet started sessions `which` selects.
 */
export async function planUpcomingSessions(
  tx: DbOrTx,
  workflowIds: readonly string[],
  which: SQL,
  now: Date,
): Promise<void> {
  if (workflowIds.length === 0) return;
  const booked = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.sessionId, sessions.id),
        eq(bookings.status, 'confirmed'),
        isNull(bookings.cancelledAt),
      ),
    );
  const upcoming = await tx
    .select({ session: sessions, expertZone: users.timezone })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.expertId))
    .where(and(eq(sessions.status, 'confirmed'), gt(sessions.start, now), exists(booked), which));
  for (const { session, expertZone } of upcoming) {
    const actions = (
      await linkedActions(tx, {
        sessionId: session.id,
        serviceId: session.serviceId,
        seriesId: session.seriesId,
      })
    ).filter((action) => workflowIds.includes(action.workflowId) && isTimed(action.triggerType));
    if (actions.length === 0) continue;
    const instants: TriggerInstants = { 'session.started': session.start, 'session.ended': session.end };
    const expert = expertZone ?? 'UTC';
    // As when booked: a personal session's day offsets follow its client's clock, a group's the expert's.
    const zones = { client: session.type === 'group' ? expert : (session.clientTimezone ?? expert), expert };
    await insertPlanned(
      tx,
      planExecutions(actions, instants, zones, now),
      actions,
      { pageId: session.pageId, sessionId: session.id },
      (scheduleId, action, execution) =>
        timedExecutionRow(scheduleId, action, { ...execution, triggerAt: instants[action.triggerType]! }),
    );
  }
}
