import { type CurrencyCode, isCurrencyCode } from '../money/currencies';
import { formatMoney } from '../money/money';
import type { PackageView } from './package-view';

type Summarised = Pick<PackageView, 'personalSessions' | 'groupSessions' | 'series'>;

type Counted = { title: string; count: number };

/**
 * What a package includes, in one line: "3 × Coaching call, 1 × Yoga series". Group sessions
 * with the same title are counted together ("2 × Breathwork circle"). Empty string for nothing.
 * Also what a bought package's credits include.
 */
export function includedSummary(pkg: {
  personalSessions: readonly Counted[];
  groupSessions: readonly { title: string }[];
  series: readonly Counted[];
}): string {
  const parts = pkg.personalSessions.map((s) => `${s.count} × ${s.title}`);
  const groupCounts = new Map<string, number>();
  for (const session of pkg.groupSessions)
    groupCounts.set(session.title, (groupCounts.get(session.title) ?? 0) + 1);
  for (const [title, count] of groupCounts) parts.push(`${count} × ${title}`);
  for (const s of pkg.series) parts.push(`${s.count} × ${s.title}`);
  return parts.join(', ');
}

/** How many sessions a client gets in all. */
export function sessionsTotal(pkg: Summarised): number {
  const counted = (items: readonly { count: number }[]) => items.reduce((sum, item) => sum + item.count, 0);
  return counted(pkg.personalSessions) + pkg.groupSessions.length + counted(pkg.series);
}

function money(amount: number, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney({ amount, currency: currency as CurrencyCode }) : `${amount}`;
}

/** "$120.00", or "Free" for a price of 0. */
export function priceLabel(pkg: Pick<PackageView, 'price' | 'currency'>): string {
  return pkg.price === 0 ? 'Free' : money(pkg.price, pkg.currency);
}

/** "or 3 × $40.00/month", or null without a payment plan. */
export function paymentPlanLabel(pkg: Pick<PackageView, 'paymentPlan' | 'currency'>): string | null {
  if (!pkg.paymentPlan) return null;
  return `or ${pkg.paymentPlan.months} × ${money(pkg.paymentPlan.amount, pkg.currency)}/month`;
}

/** "Valid 90 days", "Valid 1 day", or null when the package never expires. */
export function expiryLabel(pkg: Pick<PackageView, 'expiryDays'>): string | null {
  if (pkg.expiryDays === null) return null;
  return `Valid ${pkg.expiryDays} ${pkg.expiryDays === 1 ? 'day' : 'days'}`;
}

/** spec (doc 2, §2, §4): cloning adds '(clone)' to the title. */
export function cloneTitle(title: string): string {
  return `${title} (clone)`;
}
