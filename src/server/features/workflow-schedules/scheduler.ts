import {
  isTimed,
  type PlannedExecution,
  planExecutions,
  reschedulePending,
  sessionInstants,
  type TriggerInstants,
  type Zones,
} from '../../../domain/automation/schedule';
import type { TriggerType } from '../../../domain/automation/triggers';
import type { DbOrTx } from '../../db/client';
import {
  cancelExecutions,
  cancelSessionSchedules,
  insertPlanned,
  type LinkedAction,
  linkedActions,
  moveExecution,
  type NewExecution,
  pendingSessionExecutions,
} from './repository';

// issue 15: booking, rescheduling and cancelling a session compute its workflow schedule in the
// same transaction (ADR 036). Every booking change passes through announceBookingChange, which
// calls this before queueing its emails, so no path can forget it.

export type SessionEventKind = 'booked' | 'rescheduled' | 'cancelled';

export type SessionEvent = {
  kind: SessionEventKind;
  session: {
    id: string;
    pageId: string;
    type: 'personal' | 'group';
    status: string;
    start: Date;
    end: Date;
    serviceId: string | null;
    seriesId: string | null;
  };
  /** The booking the event happened to (a group session's seat, or the personal session's). */
  bookingId: string;
  clientZone: string | null;
  expertZone: string | null;
  now: Date;
};

const EVENT_TRIGGER: Record<SessionEventKind, TriggerType> = {
  booked: 'session.booking.created',
  rescheduled: 'session.rescheduled',
  cancelled: 'session.cancelled',
};

export const CANCELLED_DETAILS = {
  session: 'The session was cancelled',
  seat: 'The client cancelled their place',
  passed: 'Its new time had already passed when the session moved',
} as const;

/**
 * The event's change to the session's schedules: a reschedule moves the pending executions tied to
 * the start or end; a cancellation cancels the pending ones (a seat's only its own) except those a
 * cancellation triggers; then the actions this event triggers are planned.
 */
export async function updateSessionSchedules(tx: DbOrTx, event: SessionEvent): Promise<void> {
  const { session, now } = event;
  const group = session.type === 'group';
  const expertZone = event.expertZone ?? 'UTC';
  // A group session's own times speak to every client: their day offsets follow the expert's clock.
  const zones: Zones = { client: group ? expertZone : (event.clientZone ?? expertZone), expert: expertZone };
  // A group seat being booked or cancelled is that client's event; the rest concern the session.
  const wholeSession = !group || event.kind === 'rescheduled' || session.status === 'cancelled';

  if (event.kind === 'rescheduled') {
    const pending = await pendingSessionExecutions(tx, session.id);
    const instants = sessionInstants(session);
    const { moved, cancelled } = reschedulePending(pending, instants, zones, now);
    const trigger = new Map(pending.map((p) => [p.executionId, p.triggerType]));
    for (const m of moved) await moveExecution(tx, m.id, m.executionAt, instants[trigger.get(m.id)!]!);
    await cancelExecutions(tx, { ids: cancelled }, CANCELLED_DETAILS.passed, now);
  }
  if (event.kind === 'cancelled') {
    await cancelExecutions(
      tx,
      wholeSession
        ? { sessionId: session.id, except: 'session.cancelled' }
        : { sessionId: session.id, bookingId: event.bookingId, except: 'session.cancelled' },
      wholeSession ? CANCELLED_DETAILS.session : CANCELLED_DETAILS.seat,
      now,
    );
  }

  const actions = await linkedActions(tx, {
    sessionId: session.id,
    serviceId: session.serviceId,
    seriesId: session.seriesId,
  });
  const instants: TriggerInstants = { [EVENT_TRIGGER[event.kind]]: now };
  if (event.kind === 'booked') {
    instants['session.started'] = session.start;
    instants['session.ended'] = session.end;
    // A personal session comes into being when it is booked; a group session when the expert made it.
    if (!group) instants['session.created'] = now;
  }
  const planned = planExecutions(actions, instants, zones, now);
  await insertPlanned(
    tx,
    planned,
    actions,
    { pageId: session.pageId, sessionId: session.id },
    (scheduleId, action, execution) =>
      executionRow(
        scheduleId,
        action,
        { ...execution, triggerAt: instants[action.triggerType]! },
        event,
        wholeSession && group,
      ),
  );
  if (event.kind === 'cancelled' && wholeSession) await cancelSessionSchedules(tx, session.id);
}

/**
 * The session's start and end are planned once per schedule (a group session's later bookings find
 * them planned); an event once per booking and moment — but when it concerns a whole group session,
 * the expert's and the automation's actions once, not once per client told.
 */
function executionRow(
  scheduleId: string,
  action: LinkedAction,
  execution: PlannedExecution & { triggerAt: Date },
  event: SessionEvent,
  groupWide: boolean,
): NewExecution {
  if (isTimed(action.triggerType)) return timedExecutionRow(scheduleId, action, execution);
  const base = `${scheduleId}:${action.id}:${action.triggerType}`;
  // The expert's or the automation's action on a whole group session is about no one client.
  const bookingId = groupWide && action.recipient !== 'client' ? null : event.bookingId;
  return {
    scheduleId,
    actionId: action.id,
    triggerType: action.triggerType,
    bookingId,
    dedupeKey: `${base}:${bookingId ?? 'session'}:${event.now.toISOString()}`,
    triggerAt: execution.triggerAt,
    executionAt: execution.executionAt,
  };
}

/** A start or end action: once per schedule, whoever's booking planned it (or the workflow's attaching). */
export function timedExecutionRow(
  scheduleId: string,
  action: LinkedAction,
  execution: PlannedExecution & { triggerAt: Date },
): NewExecution {
  return {
    scheduleId,
    actionId: action.id,
    triggerType: action.triggerType,
    bookingId: null,
    dedupeKey: `${scheduleId}:${action.id}:${action.triggerType}`,
    triggerAt: execution.triggerAt,
    executionAt: execution.executionAt,
  };
}
