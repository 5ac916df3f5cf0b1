import type { AutomationEventData } from '../../../domain/integrations/payloads';
import type { DbOrTx } from '../../db/client';
import type { bookedPackages } from '../../db/schema/booked-packages';
import type { bookings } from '../../db/schema/bookings';
import type { sessions } from '../../db/schema/sessions';
import type { workflowScheduleExecutions } from '../../db/schema/workflow-schedules';
import type { workflowActions } from '../../db/schema/workflows';
import { announceEvent, bookingClient, packageClient, sessionPart } from '../integrations/announce';
import { EXECUTION_DETAILS, finish } from './execution-outcome';

// issue 15 (ADR 038): an 'automation' action speaks to the expert's webhooks, not to a person: a
// workflow.automation event per client it concerns, to every endpoint (or REST hook) listening.
// Each delivery is keyed by execution, client and endpoint, so the event is queued once.

export type AutomationRun = {
  id: string;
  execution: typeof workflowScheduleExecutions.$inferSelect;
  action: typeof workflowActions.$inferSelect;
  workflow: { id: string; name: string };
};

function data(
  run: AutomationRun,
  about: Pick<AutomationEventData, 'session' | 'bookedPackage' | 'client'>,
): AutomationEventData {
  return {
    workflow: run.workflow,
    action: { id: run.action.id, description: run.action.description },
    trigger: { type: run.execution.triggerType, plannedAt: run.execution.executionAt.toISOString() },
    ...about,
  };
}

async function done(tx: DbOrTx, id: string, queued: number, now: Date) {
  if (queued === 0) return finish(tx, id, 'skipped', EXECUTION_DETAILS.automation, now);
  const detail = `${queued} webhook ${queued === 1 ? 'delivery' : 'deliveries'} queued`;
  return finish(tx, id, 'sent', detail, now);
}

export async function automateForSession(
  tx: DbOrTx,
  run: AutomationRun,
  session: typeof sessions.$inferSelect,
  clients: Array<typeof bookings.$inferSelect>,
  now: Date,
) {
  if (clients.length === 0) return finish(tx, run.id, 'skipped', EXECUTION_DETAILS.noRecipient, now);
  let queued = 0;
  for (const booking of clients) {
    queued += await announceEvent(
      tx,
      { pageId: session.pageId },
      'workflow.automation',
      () => data(run, { session: sessionPart(session), bookedPackage: null, client: bookingClient(booking) }),
      now,
      `workflow:${run.id}:${booking.id}`,
    );
  }
  return done(tx, run.id, queued, now);
}

export async function automateForPackage(
  tx: DbOrTx,
  run: AutomationRun,
  booked: typeof bookedPackages.$inferSelect,
  now: Date,
) {
  const queued = await announceEvent(
    tx,
    { pageId: booked.pageId },
    'workflow.automation',
    () =>
      data(run, {
        session: null,
        bookedPackage: { id: booked.id, title: booked.packageTitle },
        client: packageClient(booked),
      }),
    now,
    `workflow:${run.id}:${booked.id}`,
  );
  return done(tx, run.id, queued, now);
}
