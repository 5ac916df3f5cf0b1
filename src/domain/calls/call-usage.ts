// Call minutes (issue 17; spec doc 2 §3 'Calls usage by month', §9 'Call minutes'). Usage is
// counted in participant seconds: every participant in a room adds one second per second,
// the expert too. A month is a calendar month in UTC (ADR 043), so one row of
// calls_usage_months is one month wherever the expert lives. Zod-free: the server's start-up
// code imports it.

/** How many months of usage the Calls tab shows (spec §9: 6 months of usage history). */
export const USAGE_HISTORY_MONTHS = 6;

/**
 * The one credit offer (spec §7: a one-time 5 USD option). The spec does not say how many
 * minutes it buys; 1000 participant minutes is ours (ADR 043).
 */
export const CALL_CREDITS_OFFER = {
  planId: 'calls_credits',
  priceId: 'calls_credits_5usd',
  amount: 500,
  currency: 'USD',
  participantSeconds: 1000 * 60,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The usage month an instant falls in, as the spec's id: 'YYYY-MM' (UTC). */
export function usageMonthKey(at: number): string {
  const d = new Date(at);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The first instant of the UTC month after the one `at` falls in. */
function nextMonthStart(at: number): number {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** The month key's first day as a date column holds it: 'YYYY-MM-01'. */
export const monthStartDate = (key: string) => `${key}-01`;

/** The last `count` usage months up to the one `now` falls in, newest first. */
export function pastUsageMonths(now: number, count = USAGE_HISTORY_MONTHS): string[] {
  const d = new Date(now);
  const keys: string[] = [];
  for (let i = 0; i < count; i++)
    keys.push(usageMonthKey(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1)));
  return keys;
}

/**
 * The whole seconds one participant spent between two instants, per usage month. Seconds are
 * counted on the epoch's second boundaries, so consecutive spans add up exactly (no second is
 * lost or counted twice however often a long call is written down).
 */
export function secondsByMonth(from: number, to: number): Array<{ month: string; seconds: number }> {
  const parts: Array<{ month: string; seconds: number }> = [];
  let start = from;
  while (start < to) {
    const end = Math.min(to, nextMonthStart(start));
    const seconds = Math.floor(end / 1000) - Math.floor(start / 1000);
    if (seconds > 0) parts.push({ month: usageMonthKey(start), seconds });
    start = end;
  }
  return parts;
}

export type Consumption = {
  /** Seconds taken from the month's included allowance. */
  fromIncluded: number;
  /** Seconds taken from the bought credits. */
  fromCredits: number;
  /** Seconds neither covered: a call that ran on past both is not cut (issue 17). */
  uncovered: number;
  /** What is left of the month's allowance afterwards. */
  remaining: number;
};

/**
 * Spends `seconds` of a call: the month's included seconds first, then credits (ADR 043).
 * `used` is the month's usage before these seconds; `included` the plan's monthly allowance.
 */
export function consumeSeconds(input: {
  included: number;
  used: number;
  credits: number;
  seconds: number;
}): Consumption {
  const left = Math.max(0, input.included - input.used);
  const fromIncluded = Math.min(left, input.seconds);
  const fromCredits = Math.min(Math.max(0, input.credits), input.seconds - fromIncluded);
  return {
    fromIncluded,
    fromCredits,
    uncovered: input.seconds - fromIncluded - fromCredits,
    remaining: left - fromIncluded,
  };
}

/** Whether a call may start: some included seconds left this month, or some credits. */
export const hasCallTimeLeft = (remaining: number, credits: number) => remaining > 0 || credits > 0;

/**
 * Seconds as the Calls tab shows minutes (spec §9: seconds divided by 60), to one decimal so
 * that a short call shows: 90 s is 1.5, 10 s is 0.2, 3000 minutes is 3,000.
 */
export function formatCallMinutes(seconds: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(seconds / 60);
}
