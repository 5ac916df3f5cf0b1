import type { BillingOverview } from '../../../../domain/billing/billing-view';
import { formatStoredMoney } from '../../../../domain/money/money';

/** '12 March 2027': billing dates are days, shown in the expert's own locale and zone. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** '16 Dec 2026', for tables. */
export const formatShortDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const intervalName = (interval: 'month' | 'year' | null) =>
  interval === 'year' ? 'Yearly' : interval === 'month' ? 'Monthly' : null;

/** '$12.00 / month' */
export function priceText(amount: number, currency: string, interval: 'month' | 'year') {
  return `${formatStoredMoney(amount, currency)} / ${interval}`;
}

/** spec: monthly free call minutes are the plan's seconds divided by 60. */
export const callMinutes = (seconds: number) => Math.floor(seconds / 60).toLocaleString('en-US');

export const cardText = (card: NonNullable<BillingOverview['card']>) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

export const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  trialing: { label: 'Trial', color: 'green' },
  incomplete: { label: 'Incomplete', color: 'orange' },
  incomplete_expired: { label: 'Expired', color: 'gray' },
  past_due: { label: 'Past due', color: 'red' },
  unpaid: { label: 'Unpaid', color: 'red' },
  canceled: { label: 'Cancelled', color: 'gray' },
  paused: { label: 'Paused', color: 'gray' },
};
