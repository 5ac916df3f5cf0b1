import { isCurrencyCode } from '../../../domain/money/currencies';
import { formatMoney } from '../../../domain/money/money';
import type { ServiceView } from '../../../domain/services/service-view';
import { durationLabel } from '../../../domain/time/duration-label';

/** "$120.00", "¥5,000", or "Free". */
export function servicePriceLabel(price: ServiceView['price']): string {
  if (price.amount === 0) return 'Free';
  return isCurrencyCode(price.currency)
    ? formatMoney({ amount: price.amount, currency: price.currency })
    : `${price.amount} ${price.currency}`;
}

/** The line under a service's title in lists: "1 hour · $120.00". */
export function serviceMetaLabel(service: Pick<ServiceView, 'duration' | 'price'>): string {
  return `${durationLabel(service.duration)} · ${servicePriceLabel(service.price)}`;
}
