import { and, eq, inArray, sql } from 'drizzle-orm';
import { consumeSeconds, monthStartDate } from '../../../domain/calls/call-usage';
import { getPlan } from '../../../domain/plans/access';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { callsCreditsBalances, callsUsageMonths } from '../../db/schema/calls';
import { sessions } from '../../db/schema/sessions';

// The only SQL of call minutes (issue 17, ADR 043): a month's usage row and the credits balance
// change together, under row locks, so two rooms of one expert writing at once never spend the
// same included second or credit twice.

/** The expert's plan allowance per month, in participant seconds. */
export async function includedSecondsOf(db: DbOrTx, userId: string): Promise<number> {
  const [user] = await db.select({ plan: users.pricingPlanId }).from(users).where(eq(users.id, userId));
  return getPlan(user?.plan).monthlyCallsParticipantSeconds;
}

/** Who a session's call time is charged to: the expert who owns it. */
export async function expertOfSession(db: DbOrTx, sessionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ expertId: sessions.expertId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.expertId;
}

/** Locks the credits row (made at 0 when missing) and reads its seconds. */
async function lockCredits(tx: Tx, userId: string): Promise<number> {
  await tx.insert(callsCreditsBalances).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ seconds: callsCreditsBalances.participantSeconds })
    .from(callsCreditsBalances)
    .where(eq(callsCreditsBalances.userId, userId))
    .for('update');
  return row?.seconds ?? 0;
}

/** Adds `seconds` to the month `month` ('YYYY-MM'): included seconds first, then credits. */
export async function addUsage(tx: Tx, userId: string, month: string, seconds: number, now: Date) {
  const included = await includedSecondsOf(tx, userId);
  const monthDate = monthStartDate(month);
  await tx
    .insert(callsUsageMonths)
    .values({ userId, month: monthDate, participantSeconds: 0, remainingParticipantSeconds: included })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ used: callsUsageMonths.participantSeconds })
    .from(callsUsageMonths)
    .where(and(eq(callsUsageMonths.userId, userId), eq(callsUsageMonths.month, monthDate)))
    .for('update');
  const used = row?.used ?? 0;
  const credits = await lockCredits(tx, userId);
  const spent = consumeSeconds({ included, used, credits, seconds });
  await tx
    .update(callsUsageMonths)
    .set({ participantSeconds: used + seconds, remainingParticipantSeconds: spent.remaining, updatedAt: now })
    .where(and(eq(callsUsageMonths.userId, userId), eq(callsUsageMonths.month, monthDate)));
  if (spent.fromCredits > 0) {
    await tx
      .update(callsCreditsBalances)
      .set({ participantSeconds: credits - spent.fromCredits, updatedAt: now })
      .where(eq(callsCreditsBalances.userId, userId));
  }
  return spent;
}

/** Adds bought seconds to the balance (in the transaction that confirms the purchase). */
export async function addCredits(tx: Tx, userId: string, seconds: number, now: Date) {
  await tx
    .insert(callsCreditsBalances)
    .values({ userId, participantSeconds: seconds, updatedAt: now })
    .onConflictDoUpdate({
      target: callsCreditsBalances.userId,
      set: {
        participantSeconds: sql`${callsCreditsBalances.participantSeconds} + ${seconds}`,
        updatedAt: now,
      },
    });
}

/** The expert's usage rows of the given months ('YYYY-MM'). */
export async function findUsageMonths(db: DbOrTx, userId: string, months: string[]) {
  const rows = await db
    .select({
      month: callsUsageMonths.month,
      used: callsUsageMonths.participantSeconds,
      remaining: callsUsageMonths.remainingParticipantSeconds,
    })
    .from(callsUsageMonths)
    .where(
      and(eq(callsUsageMonths.userId, userId), inArray(callsUsageMonths.month, months.map(monthStartDate))),
    );
  return new Map(rows.map((r) => [r.month.slice(0, 7), r]));
}

export async function findCreditsBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ seconds: callsCreditsBalances.participantSeconds })
    .from(callsCreditsBalances)
    .where(eq(callsCreditsBalances.userId, userId));
  return row?.seconds ?? 0;
}
