import { and, eq, gt, inArray } from 'drizzle-orm';
import { offsetFromStored } from '../../../domain/automation/offset';
import { executionTime, isTimed, planExecutions, sessionInstants } from '../../../domain/automation/schedule';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { sessions } from '../../db/schema/sessions';
import { workflowScheduleExecutions, workflowSchedules } from '../../db/schema/workflow-schedules';
import { workflowActions } from '../../db/schema/workflows';
import { cancelExecutions, insertExecutions, moveExecution } from './repository';

// issue 15: editing a workflow updates its pending executions in the same transaction. An edited
// action moves them from their trigger's instant (or cancels them when the trigger changed or the
// new time has passed); a removed action or a deleted workflow cancels them; a new action on an
// active workflow is planned for the upcoming sessions its schedules cover. Pausing changes no row:
// a paused workflow's execution that comes due is cancelled then (unpausing in time keeps it).

export const CHANGE_DETAILS = {
  removed: 'The action was removed from the workflow',
  deleted: 'The workflow was deleted',
  trigger: 'The action now follows another trigger',
  passed: 'Its new time had already passed when the action changed',
} as const;

/** The pending executions of an action, with the zones its day offsets follow. */
async function pendingOf(tx: DbOrTx, actionId: string) {
  return tx
    .select({
      id: workflowScheduleExecutions.id,
      triggerType: workflowScheduleExecutions.triggerType,
      triggerAt: workflowScheduleExecutions.triggerAt,
      sessionType: sessions.type,
      clientZone: sessions.clientTimezone,
      expertZone: users.timezone,
    })
    .from(workflowScheduleExecutions)
    .innerJoin(workflowSchedules, eq(workflowSchedules.id, workflowScheduleExecutions.scheduleId))
    .innerJoin(bookingPages, eq(bookingPages.id, workflowSchedules.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .leftJoin(sessions, eq(sessions.id, workflowSchedules.sessionId))
    .where(
      and(
        eq(workflowScheduleExecutions.actionId, actionId),
        eq(workflowScheduleExecutions.status, 'pending'),
      ),
    )
    .for('update', { of: workflowScheduleExecutions });
}

/** After an action's trigger or offset changed. */
export async function actionChanged(tx: DbOrTx, actionId: string, now: Date): Promise<void> {
  const [action] = await tx.select().from(workflowActions).where(eq(workflowActions.id, actionId));
  if (!action) return;
  const offset = offsetFromStored(action.triggerOffsetUnit, action.triggerOffsetAmount);
  const passed: string[] = [];
  const otherTrigger: string[] = [];
  for (const row of await pendingOf(tx, actionId)) {
    if (row.triggerType !== action.triggerType) {
      otherTrigger.push(row.id);
      continue;
    }
    const expertZone = row.expertZone ?? 'UTC';
    const clientZone = row.sessionType === 'personal' ? (row.clientZone ?? expertZone) : expertZone;
    const zone = action.recipient === 'client' ? clientZone : expertZone;
    const executionAt = executionTime(row.triggerAt, offset, zone);
    if (executionAt.getTime() < now.getTime()) passed.push(row.id);
    else await moveExecution(tx, row.id, executionAt, row.triggerAt);
  }
  await cancelExecutions(tx, { ids: otherTrigger }, CHANGE_DETAILS.trigger, now);
  await cancelExecutions(tx, { ids: passed }, CHANGE_DETAILS.passed, now);
}

/** Before an action is removed (its executions keep their history, without the action). */
export async function actionRemoved(tx: DbOrTx, actionId: string, now: Date): Promise<void> {
  const ids = (await pendingOf(tx, actionId)).map((r) => r.id);
  await cancelExecutions(tx, { ids }, CHANGE_DETAILS.removed, now);
}

/** Before a scheduled workflow is soft-deleted. */
export async function workflowDeleted(tx: DbOrTx, workflowId: string, now: Date): Promise<void> {
  const pending = await tx
    .select({ id: workflowScheduleExecutions.id })
    .from(workflowScheduleExecutions)
    .where(
      and(
        eq(workflowScheduleExecutions.status, 'pending'),
        inArray(
          workflowScheduleExecutions.scheduleId,
          tx
            .select({ id: workflowSchedules.id })
            .from(workflowSchedules)
            .where(eq(workflowSchedules.workflowId, workflowId)),
        ),
      ),
    );
  await cancelExecutions(tx, { ids: pending.map((p) => p.id) }, CHANGE_DETAILS.deleted, now);
}

/**
 * A new action with a start or end trigger joins the schedules of the workflow's upcoming,
 * not cancelled sessions. An event trigger waits for its next event.
 */
export async function actionAdded(tx: DbOrTx, actionId: string, now: Date): Promise<void> {
  const [action] = await tx.select().from(workflowActions).where(eq(workflowActions.id, actionId));
  if (!action || !isTimed(action.triggerType)) return;
  const upcoming = await tx
    .select({
      scheduleId: workflowSchedules.id,
      session: sessions,
      expertZone: users.timezone,
    })
    .from(workflowSchedules)
    .innerJoin(sessions, eq(sessions.id, workflowSchedules.sessionId))
    .innerJoin(bookingPages, eq(bookingPages.id, workflowSchedules.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(
      and(
        eq(workflowSchedules.workflowId, action.workflowId),
        eq(workflowSchedules.cancelled, false),
        gt(sessions.end, now),
      ),
    );
  const planned = upcoming.flatMap(({ scheduleId, session, expertZone }) => {
    const expert = expertZone ?? 'UTC';
    const client = session.type === 'personal' ? (session.clientTimezone ?? expert) : expert;
    const instants = sessionInstants(session);
    return planExecutions(
      [
        {
          id: action.id,
          triggerType: action.triggerType,
          offset: offsetFromStored(action.triggerOffsetUnit, action.triggerOffsetAmount),
          recipient: action.recipient,
        },
      ],
      instants,
      { client, expert },
      now,
    ).map((p) => ({
      scheduleId,
      actionId: action.id,
      triggerType: action.triggerType,
      bookingId: null,
      dedupeKey: `${scheduleId}:${action.id}:${action.triggerType}`,
      triggerAt: instants[action.triggerType]!,
      executionAt: p.executionAt,
    }));
  });
  await insertExecutions(tx, planned);
}
