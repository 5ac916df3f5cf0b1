import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { offsetFromStored } from '../../../domain/automation/offset';
import { scheduleStatus } from '../../../domain/automation/schedule';
import { joinKind } from '../../../domain/automation/triggers';
import type { ScheduleListView } from '../../../domain/automation/workflow-view';
import type { DbOrTx } from '../../db/client';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { workflowScheduleExecutions, workflowSchedules } from '../../db/schema/workflow-schedules';
import { workflowActions } from '../../db/schema/workflows';

/** spec (§2, §4, §9): the monitor shows a workflow's latest 10 schedules. */
export const MONITOR_SCHEDULES = 10;

/** The workflow's latest schedules, newest first, each with its executions in time order. */
export async function listSchedules(db: DbOrTx, workflowId: string, now: Date): Promise<ScheduleListView> {
  const schedules = await db
    .select({
      id: workflowSchedules.id,
      createdAt: workflowSchedules.createdAt,
      cancelled: workflowSchedules.cancelled,
      session: { id: sessions.id, title: sessions.title, start: sessions.start },
      bookedPackage: {
        id: bookedPackages.id,
        title: bookedPackages.packageTitle,
        firstName: bookedPackages.clientFirstName,
        lastName: bookedPackages.clientLastName,
      },
    })
    .from(workflowSchedules)
    .leftJoin(sessions, eq(sessions.id, workflowSchedules.sessionId))
    .leftJoin(bookedPackages, eq(bookedPackages.id, workflowSchedules.bookedPackageId))
    .where(eq(workflowSchedules.workflowId, workflowId))
    .orderBy(desc(workflowSchedules.createdAt), desc(workflowSchedules.id))
    .limit(MONITOR_SCHEDULES);
  if (schedules.length === 0) return { schedules: [] };
  const ids = schedules.map((s) => s.id);
  const sessionIds = schedules.flatMap((s) => (s.session ? [s.session.id] : []));
  const [executions, clients] = await Promise.all([
    db
      .select({ execution: workflowScheduleExecutions, action: workflowActions })
      .from(workflowScheduleExecutions)
      .leftJoin(workflowActions, eq(workflowActions.id, workflowScheduleExecutions.actionId))
      .where(inArray(workflowScheduleExecutions.scheduleId, ids))
      .orderBy(asc(workflowScheduleExecutions.executionAt), asc(workflowScheduleExecutions.id)),
    sessionIds.length === 0
      ? []
      : db
          .select({
            sessionId: bookings.sessionId,
            firstName: bookings.clientFirstName,
            lastName: bookings.clientLastName,
          })
          .from(bookings)
          .where(
            and(
              inArray(bookings.sessionId, sessionIds),
              eq(bookings.status, 'confirmed'),
              isNull(bookings.cancelledAt),
            ),
          )
          .orderBy(asc(bookings.createdAt)),
  ]);
  return {
    schedules: schedules.map((s) => {
      const own = executions.filter((e) => e.execution.scheduleId === s.id);
      return {
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        status: scheduleStatus(
          { cancelled: s.cancelled, executionTimes: own.map((e) => e.execution.executionAt) },
          now,
        ),
        session: s.session && {
          id: s.session.id,
          title: s.session.title,
          start: s.session.start.toISOString(),
          clients: clients
            .filter((c) => c.sessionId === s.session!.id)
            .map((c) => `${c.firstName} ${c.lastName}`),
        },
        bookedPackage: s.bookedPackage && {
          id: s.bookedPackage.id,
          title: s.bookedPackage.title,
          client: `${s.bookedPackage.firstName} ${s.bookedPackage.lastName}`,
        },
        executions: own.map(({ execution: e, action: a }) => ({
          id: e.id,
          action: a && {
            id: a.id,
            kind: joinKind(a.type, a.recipient),
            trigger: {
              type: a.triggerType,
              ...offsetFromStored(a.triggerOffsetUnit, a.triggerOffsetAmount),
              offset: a.triggerOffset,
            },
          },
          triggerType: e.triggerType,
          executionAt: e.executionAt.toISOString(),
          executedAt: e.executedAt?.toISOString() ?? null,
          outcome: e.status,
          detail: e.detail,
        })),
      };
    }),
  };
}
