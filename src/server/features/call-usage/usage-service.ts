import { CALL_CREDITS_OFFER, pastUsageMonths } from '../../../domain/calls/call-usage';
import type { CallsUsageView } from '../../../domain/calls/usage-view';
import { getPlan } from '../../../domain/plans/access';
import type { AppDeps } from '../../deps';
import { platformPayments } from './credit-purchase';
import { findCreditsBalance, findUsageMonths } from './usage-repository';

/**
 * The Calls tab (issue 17): the past 6 months' usage with what was left of the allowance, the
 * credits balance and the offer. A month written to keeps the remainder it was left with; a month
 * without calls has the whole of today's plan allowance left.
 */
export async function getCallsUsage(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  user: { id: string; pricingPlanId: string },
  now: number,
): Promise<CallsUsageView> {
  const plan = getPlan(user.pricingPlanId);
  const included = plan.monthlyCallsParticipantSeconds;
  const keys = pastUsageMonths(now);
  const [rows, credits] = await Promise.all([
    findUsageMonths(deps.database.db, user.id, keys),
    findCreditsBalance(deps.database.db, user.id),
  ]);
  const months = keys.map((id, i) => {
    const row = rows.get(id);
    const used = row?.used ?? 0;
    // The current month follows today's plan (an upgrade adds to what is left); past ones are history.
    const remaining = i === 0 || !row ? Math.max(0, included - used) : row.remaining;
    return { id, participantSeconds: used, remaining: { participantSeconds: remaining } };
  });
  return {
    plan: { name: plan.name, monthlyCallsParticipantSeconds: included },
    months,
    credits: { participantSeconds: credits },
    offer: {
      priceId: CALL_CREDITS_OFFER.priceId,
      amount: CALL_CREDITS_OFFER.amount,
      currency: CALL_CREDITS_OFFER.currency,
      participantSeconds: CALL_CREDITS_OFFER.participantSeconds,
    },
    canBuy: platformPayments(deps.payments) !== null,
  };
}
