import { and, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { packageInstants, planExecutions, type TriggerInstants } from '../../../domain/automation/schedule';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import { packageWorkflows } from '../../db/schema/workflow-links';
import { insertPlanned, type LinkedAction, linkedActions } from './repository';

// issue 15: a package workflow runs for a booked package: when it is bought (the purchase is
// confirmed), each time a session is booked with it, and before or after it expires. Planned in
// the transaction that confirms the purchase or books the session.

export type PackageEvent = {
  kind: 'bought' | 'session_booked';
  booked: { id: string; pageId: string; packageId: string | null; expiresAt: Date | null };
  expertZone: string | null;
  now: Date;
};

export async function updatePackageSchedules(tx: DbOrTx, event: PackageEvent): Promise<void> {
  const { booked, now } = event;
  if (!booked.packageId) return;
  const actions = await linkedActions(tx, { packageId: booked.packageId });
  if (actions.length === 0) return;
  const trigger = event.kind === 'bought' ? 'bookedPackage.created' : 'bookedPackage.session_booked';
  const instants: TriggerInstants = packageInstants(booked, { type: trigger, at: now });
  // The expiry is known when it is bought; a later event plans only its own actions.
  if (event.kind !== 'bought') delete instants['bookedPackage.expired'];
  // A booked package keeps no client time zone: its day offsets follow the expert's clock.
  const zone = event.expertZone ?? 'UTC';
  const planned = planExecutions(actions, instants, { client: zone, expert: zone }, now);
  await insertPlanned(
    tx,
    planned,
    actions,
    { pageId: booked.pageId, bookedPackageId: booked.id },
    rowOf(instants, now),
  );
}

/** The execution row of a package action: the expiry planned once, an event once per moment. */
function rowOf(instants: TriggerInstants, now: Date) {
  return (scheduleId: string, action: LinkedAction, execution: { executionAt: Date }) => {
    const base = `${scheduleId}:${action.id}:${action.triggerType}`;
    return {
      scheduleId,
      actionId: action.id,
      triggerType: action.triggerType,
      bookingId: null,
      dedupeKey: action.triggerType === 'bookedPackage.expired' ? base : `${base}:${now.toISOString()}`,
      triggerAt: instants[action.triggerType]!,
      executionAt: execution.executionAt,
    };
  };
}

/** The packages a workflow runs for. */
export function packagesLinkedTo(tx: DbOrTx, workflowId: string): SQL {
  return inArray(
    bookedPackages.packageId,
    tx
      .select({ id: packageWorkflows.packageId })
      .from(packageWorkflows)
      .where(eq(packageWorkflows.workflowId, workflowId)),
  );
}

/**
 * A package workflow attached to a package, or unpaused, also runs for the packages already
 * bought that have not expired: their expiry actions are planned then (the purchase and the
 * sessions booked before are events that happened, not replayed). The expiry's key (schedule,
 * action, trigger) makes planning again harmless, as at purchase.
 */
export async function planUpcomingPackages(
  tx: DbOrTx,
  workflowIds: readonly string[],
  which: SQL,
  now: Date,
): Promise<void> {
  if (workflowIds.length === 0) return;
  const bought = await tx
    .select({
      id: bookedPackages.id,
      pageId: bookedPackages.pageId,
      packageId: bookedPackages.packageId,
      expiresAt: bookedPackages.expiresAt,
      expertZone: users.timezone,
    })
    .from(bookedPackages)
    .innerJoin(bookingPages, eq(bookingPages.id, bookedPackages.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(and(eq(bookedPackages.status, 'confirmed'), gt(bookedPackages.expiresAt, now), which));
  for (const booked of bought) {
    const actions = (await linkedActions(tx, { packageId: booked.packageId! })).filter(
      (action) => workflowIds.includes(action.workflowId) && action.triggerType === 'bookedPackage.expired',
    );
    if (actions.length === 0) continue;
    const instants = packageInstants(booked);
    const zone = booked.expertZone ?? 'UTC';
    await insertPlanned(
      tx,
      planExecutions(actions, instants, { client: zone, expert: zone }, now),
      actions,
      { pageId: booked.pageId, bookedPackageId: booked.id },
      rowOf(instants, now),
    );
  }
}

/** A session was booked with a booked package: its package workflows' "session booked" actions. */
export async function packageSessionBooked(
  tx: DbOrTx,
  bookedPackageId: string,
  expertZone: string | null,
  now: Date,
): Promise<void> {
  const [booked] = await tx
    .select({
      id: bookedPackages.id,
      pageId: bookedPackages.pageId,
      packageId: bookedPackages.packageId,
      expiresAt: bookedPackages.expiresAt,
    })
    .from(bookedPackages)
    .where(eq(bookedPackages.id, bookedPackageId));
  if (booked) await updatePackageSchedules(tx, { kind: 'session_booked', booked, expertZone, now });
}
