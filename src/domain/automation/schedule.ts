import { addDaysInZone } from '../time/calendar-days';
import { type Offset, offsetSeconds } from './offset';
import { type Recipient, TIMED_TRIGGERS, type TriggerType } from './triggers';

// issue 15: booking, rescheduling and cancelling a session (and buying a package) compute its
// workflow schedule: one execution per action, at the trigger's instant plus the action's signed
// offset. Pure rules here; the server writes them in the booking's transaction.

export type PlannableAction = {
  id: string;
  triggerType: TriggerType;
  offset: Offset;
  /** Whose clock a day offset follows; null (automation) follows the expert's. */
  recipient: Recipient | null;
};

/** The time zones of the people a subject's actions speak to. */
export type Zones = { client: string; expert: string };

/**
 * The action's time from its trigger's instant. Minutes and hours are exact durations; days are
 * calendar days on the recipient's wall clock, so "1 day before" a 10:00 session is 10:00 the day
 * before even across a daylight-saving change.
 */
export function executionTime(instant: Date, offset: Offset, zone: string): Date {
  if (offset.unit !== 'day') return new Date(instant.getTime() + offsetSeconds(offset) * 1000);
  const days = offset.direction === 'before' ? -offset.amount : offset.amount;
  return new Date(addDaysInZone(instant, days, zone));
}

const zoneOf = (recipient: Recipient | null, zones: Zones) =>
  recipient === 'client' ? zones.client : zones.expert;

/** The instants a subject knows: a session's start and end, when it was booked, and so on. */
export type TriggerInstants = Partial<Record<TriggerType, Date>>;

export type PlannedExecution = { actionId: string; executionAt: Date };

/**
 * The executions for the actions whose trigger the subject has. One whose time has already passed
 * when it is planned (a reminder 1 hour before a session booked 30 minutes ahead) is left out:
 * sent late it would say something untrue. Sorted by time, then action id.
 */
export function planExecutions(
  actions: readonly PlannableAction[],
  instants: TriggerInstants,
  zones: Zones,
  now: Date,
): PlannedExecution[] {
  const planned: PlannedExecution[] = [];
  for (const action of actions) {
    const instant = instants[action.triggerType];
    if (!instant) continue;
    const executionAt = executionTime(instant, action.offset, zoneOf(action.recipient, zones));
    if (executionAt.getTime() < now.getTime()) continue;
    planned.push({ actionId: action.id, executionAt });
  }
  return planned.sort(
    (a, b) => a.executionAt.getTime() - b.executionAt.getTime() || a.actionId.localeCompare(b.actionId),
  );
}

/** The instants of a booked session; the event ones are the moment they happen (now). */
export function sessionInstants(
  session: { start: Date; end: Date },
  event?: {
    type: 'session.booking.created' | 'session.created' | 'session.cancelled' | 'session.rescheduled';
    at: Date;
  },
): TriggerInstants {
  const instants: TriggerInstants = { 'session.started': session.start, 'session.ended': session.end };
  if (event) instants[event.type] = event.at;
  return instants;
}

/** The instants of a booked package. */
export function packageInstants(
  booked: { expiresAt: Date | null },
  event?: { type: 'bookedPackage.created' | 'bookedPackage.session_booked'; at: Date },
): TriggerInstants {
  const instants: TriggerInstants = {};
  if (booked.expiresAt) instants['bookedPackage.expired'] = booked.expiresAt;
  if (event) instants[event.type] = event.at;
  return instants;
}

/** Whether an action's time follows the session's start, end or expiry (so it moves on reschedule). */
export const isTimed = (trigger: TriggerType) => TIMED_TRIGGERS.includes(trigger);

export type PendingExecution = PlannableAction & { executionId: string };

export type Rescheduled = { moved: Array<{ id: string; executionAt: Date }>; cancelled: string[] };

/**
 * After a reschedule: each pending execution tied to the start or end moves with it; one whose new
 * time has already passed is cancelled rather than sent late. Event-triggered ones stay.
 */
export function reschedulePending(
  pending: readonly PendingExecution[],
  instants: TriggerInstants,
  zones: Zones,
  now: Date,
): Rescheduled {
  const result: Rescheduled = { moved: [], cancelled: [] };
  for (const execution of pending) {
    if (!isTimed(execution.triggerType)) continue;
    const instant = instants[execution.triggerType];
    if (!instant) {
      result.cancelled.push(execution.executionId);
      continue;
    }
    const executionAt = executionTime(instant, execution.offset, zoneOf(execution.recipient, zones));
    if (executionAt.getTime() < now.getTime()) result.cancelled.push(execution.executionId);
    else result.moved.push({ id: execution.executionId, executionAt });
  }
  return result;
}

export const SCHEDULE_STATUSES = ['cancelled', 'in_progress', 'completed'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, string> = {
  cancelled: 'Cancelled',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** spec (doc 2, §4): Cancelled; In progress while the latest execution is ahead; else Completed. */
export function scheduleStatus(
  schedule: { cancelled: boolean; executionTimes: readonly Date[] },
  now: Date,
): ScheduleStatus {
  if (schedule.cancelled) return 'cancelled';
  const latest = Math.max(...schedule.executionTimes.map((t) => t.getTime()), Number.NEGATIVE_INFINITY);
  return latest > now.getTime() ? 'in_progress' : 'completed';
}

/** An execution's outcome on the monitor. */
export const EXECUTION_OUTCOMES = ['pending', 'sent', 'skipped', 'failed', 'cancelled'] as const;
export type ExecutionOutcome = (typeof EXECUTION_OUTCOMES)[number];

export const EXECUTION_OUTCOME_LABELS: Record<ExecutionOutcome, string> = {
  pending: 'Scheduled',
  sent: 'Sent',
  skipped: 'Skipped: conditions not met',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Actions listed by offset from the trigger (spec §4), ties by creation. */
export function sortByOffset<T extends { offset: Offset; createdAt?: Date }>(actions: readonly T[]): T[] {
  return [...actions].sort(
    (a, b) =>
      offsetSeconds(a.offset) - offsetSeconds(b.offset) ||
      (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0),
  );
}
