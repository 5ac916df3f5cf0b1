import { formatPrice } from './format';

// The words the public package pages use for a package's price terms and credits.

/** "or 3 monthly payments of $40" */
export const paymentPlanLine = (plan: { count: number; amount: number }, currency: string) =>
  `or ${plan.count} monthly payments of ${formatPrice(plan.amount, currency)}`;

/** "Use within 90 days of purchase" */
export const expiryLine = (days: number) => `Use within ${days} ${days === 1 ? 'day' : 'days'} of purchase`;

/** "2 sessions", "1 session" */
export const sessionsLabel = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;

/** "1 of 2 left", "0 of 2 left" */
export const creditsLeftLabel = (available: number, count: number) => `${available} of ${count} left`;
