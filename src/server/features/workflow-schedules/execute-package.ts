import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type ConditionFacts, conditionsHold, conditionsLabel } from '../../../domain/automation/conditions';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  bookedPackageSeriesCredits,
  bookedPackageServiceCredits,
  bookedPackageSessions,
  bookedPackages,
} from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import { packageUseUrl } from '../package-purchase/use-link';
import { composePackageEmail } from './compose-package';
import { type AutomationRun, automateForPackage } from './execute-automation';
import { EXECUTION_DETAILS, type ExecuteDeps, finish } from './execution-outcome';

// issue 15: a package workflow's execution speaks to the package's client or the expert, when
// its conditions hold at its time (sessions booked with it, sessions left).

/** The numbers a condition may compare, as they stand now. */
async function packageFacts(
  tx: DbOrTx,
  bookedPackageId: string,
  triggerType: string,
): Promise<ConditionFacts> {
  const count = sql<number>`count(*)`.mapWith(Number);
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [[booked], [services], [series]] = await Promise.all([
    tx
      .select({ n: count })
      .from(bookedPackageSessions)
      .where(eq(bookedPackageSessions.bookedPackageId, bookedPackageId)),
    tx
      .select({ n: sum(bookedPackageServiceCredits.available) })
      .from(bookedPackageServiceCredits)
      .where(eq(bookedPackageServiceCredits.bookedPackageId, bookedPackageId)),
    tx
      .select({ n: sum(bookedPackageSeriesCredits.available) })
      .from(bookedPackageSeriesCredits)
      .where(eq(bookedPackageSeriesCredits.bookedPackageId, bookedPackageId)),
  ]);
  const sessionsBooked = booked?.n ?? 0;
  return {
    'bookedPackage.sessionsBooked': sessionsBooked,
    'bookedPackage.sessionsRemaining': (services?.n ?? 0) + (series?.n ?? 0),
    // Known for the "session booked" trigger: how many had been booked by then (this one included).
    ...(triggerType === 'bookedPackage.session_booked'
      ? { sessionsCountAtSessionBooked: sessionsBooked }
      : {}),
  };
}

export async function sendForPackage(
  tx: DbOrTx,
  deps: ExecuteDeps,
  run: AutomationRun & { bookedPackageId: string },
  now: Date,
): Promise<void> {
  const { id, action } = run;
  const [context] = await tx
    .select({
      booked: bookedPackages,
      expertName: bookingPages.displayName,
      expertEmail: users.email,
      expertZone: users.timezone,
    })
    .from(bookedPackages)
    .innerJoin(bookingPages, eq(bookingPages.id, bookedPackages.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(eq(bookedPackages.id, run.bookedPackageId));
  if (!context) return finish(tx, id, 'skipped', EXECUTION_DETAILS.noRecipient, now);
  const facts = await packageFacts(tx, run.bookedPackageId, action.triggerType);
  if (action.conditionGroup && !conditionsHold(action.conditionGroup, facts)) {
    return finish(
      tx,
      id,
      'skipped',
      `${EXECUTION_DETAILS.conditions}: ${conditionsLabel(action.conditionGroup)}`,
      now,
    );
  }
  const { booked } = context;
  if (action.type === 'automation') return automateForPackage(tx, run, booked, now);
  const zone = context.expertZone ?? 'UTC';
  const toClient = action.recipient === 'client';
  const email = composePackageEmail(
    {
      type: action.type === 'email' ? 'email' : 'reminder',
      audience: toClient ? 'client' : 'expert',
      message: action.message,
      booked,
      sessionsRemaining: facts['bookedPackage.sessionsRemaining'] ?? 0,
      expertName: context.expertName,
      zone,
      useUrl: toClient ? packageUseUrl(deps, booked.id) : null,
    },
    toClient ? booked.clientEmail : context.expertEmail,
  );
  const to = email.to;
  await deps.outbox.queue(tx, email, { idempotencyKey: `workflow:${id}:${to.toLowerCase()}` });
  await finish(tx, id, 'sent', `Sent to ${to}`, now);
}
