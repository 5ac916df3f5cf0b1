import { hasCallTimeLeft, usageMonthKey } from '../../../domain/calls/call-usage';
import { USAGE_MESSAGES } from '../../../domain/calls/usage-messages';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { findCreditsBalance, findUsageMonths, includedSecondsOf } from './usage-repository';

// The lobby's check (issue 17, ADR 043): a call whose expert has neither included seconds left
// this month nor credits does not start, rather than being cut later. A room that already has
// someone in it has started: joining it (or coming back after a dropped connection) is let in.

export async function callTimeLeft(db: DbOrTx, expertId: string, now: number) {
  const month = usageMonthKey(now);
  const [rows, credits, included] = await Promise.all([
    findUsageMonths(db, expertId, [month]),
    findCreditsBalance(db, expertId),
    includedSecondsOf(db, expertId),
  ]);
  const used = rows.get(month)?.used ?? 0;
  return { remaining: Math.max(0, included - used), credits };
}

export async function requireCallTime(
  db: DbOrTx,
  call: { expertId: string; role: 'expert' | 'client'; roomHasPeople: boolean },
  now: number,
) {
  if (call.roomHasPeople) return;
  const { remaining, credits } = await callTimeLeft(db, call.expertId, now);
  if (hasCallTimeLeft(remaining, credits)) return;
  throw new AppError(
    409,
    'out_of_call_minutes',
    call.role === 'expert' ? USAGE_MESSAGES.outOfMinutesExpert : USAGE_MESSAGES.outOfMinutesClient,
  );
}
