import type { DiscountProductView, DiscountValueView } from '../../../../domain/discounts/discount-view';
import { isCurrencyCode } from '../../../../domain/money/currencies';
import { formatMoney } from '../../../../domain/money/money';

export function moneyLabel(amount: number, currency: string | null): string {
  return currency && isCurrencyCode(currency)
    ? formatMoney({ amount, currency })
    : `${amount} ${currency ?? ''}`.trim();
}

/** '10% off' or '$5.00 off'. */
export function valueLabel(value: DiscountValueView): string {
  if (value.valueType === 'percentage') return `${value.percentOff ?? 0}% off`;
  return `${moneyLabel(value.amountOff ?? 0, value.currency)} off`;
}

/** 'Percentage' or 'Fixed amount' (spec §3: valueType). */
export function valueTypeLabel(value: DiscountValueView): string {
  return value.valueType === 'percentage' ? 'Percentage' : 'Fixed amount';
}

/** '2 of 10 used', '3 used', 'Not used yet'. */
export function redemptionsLabel(code: { timesRedeemed: number; maxRedemptions: number | null }): string {
  if (code.maxRedemptions !== null) return `${code.timesRedeemed} of ${code.maxRedemptions} used`;
  return code.timesRedeemed === 0 ? 'Not used yet' : `${code.timesRedeemed} used`;
}

const TYPE_NAMES: Record<DiscountProductView['type'], string> = {
  service: 'Service',
  package: 'Package',
  series: 'Series',
  session: 'Group session',
};

export function productTypeLabel(type: DiscountProductView['type']): string {
  return TYPE_NAMES[type];
}

/** Who and what a code is for: 'Any client · All products', 'Grace Hopper · 2 products'. */
export function restrictionsLabel(code: {
  client: { firstName: string; lastName: string } | null;
  products: unknown[] | null;
}): string {
  const who = code.client ? `${code.client.firstName} ${code.client.lastName}` : 'Any client';
  const what =
    code.products === null
      ? 'All products'
      : code.products.length === 1
        ? '1 product'
        : `${code.products.length} products`;
  return `${who} · ${what}`;
}

export function formatDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}
