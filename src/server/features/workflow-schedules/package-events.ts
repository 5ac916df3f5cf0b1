import { eq } from 'drizzle-orm';
import { packageInstants, planExecutions, type TriggerInstants } from '../../../domain/automation/schedule';
import type { DbOrTx } from '../../db/client';
import { bookedPackages } from '../../db/schema/booked-packages';
import { insertPlanned, linkedActions } from './repository';

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
    (scheduleId, action, execution) => {
      const base = `${scheduleId}:${action.id}:${action.triggerType}`;
      return {
        scheduleId,
        actionId: action.id,
        triggerType: action.triggerType,
        bookingId: null,
        // The expiry is planned once; an event once per moment.
        dedupeKey: action.triggerType === 'bookedPackage.expired' ? base : `${base}:${now.toISOString()}`,
        triggerAt: instants[action.triggerType]!,
        executionAt: execution.executionAt,
      };
    },
  );
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
