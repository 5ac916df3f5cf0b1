import { isCurrencyCode } from '../../../domain/money/currencies';
import { type CurrencyCode, toMajor } from '../../../domain/money/money';
import { DEFAULT_SCHEDULING_RULES, type SchedulingRules } from '../../../domain/scheduling/scheduling-rules';
import { DEFAULT_DURATION } from '../../../domain/services/service-input';
import type { ServiceView } from '../../../domain/services/service-view';
import type { ServiceFormValues } from './components/service-form';

// spec §3: the default availability has the id 'availability' (named Working hours).
export const DEFAULT_AVAILABILITY = { id: 'availability', name: 'Working hours' };

/** The page's currency; the API refuses anything else, so an unknown code never reaches a save. */
export function pageCurrency(page: { currency: string }): CurrencyCode {
  return isCurrencyCode(page.currency) ? page.currency : 'USD';
}

/**
 * A new service: an hour on the default availability at the default location. Custom rules, if
 * switched on, start from the expert's own (decision 010).
 */
export function newServiceValues(expertRules: SchedulingRules | undefined): ServiceFormValues {
  return {
    title: '',
    description: '',
    duration: DEFAULT_DURATION,
    price: '',
    availabilityId: DEFAULT_AVAILABILITY.id,
    useCustomRules: false,
    customSchedulingRules: expertRules ?? DEFAULT_SCHEDULING_RULES,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
  };
}

export function serviceValues(
  service: ServiceView,
  expertRules: SchedulingRules | undefined,
): ServiceFormValues {
  return {
    title: service.title,
    description: service.description ?? '',
    duration: service.duration,
    price: toMajor(service.price.amount, pageCurrency(service.price)),
    availabilityId: service.availability.id,
    useCustomRules: service.customSchedulingRules !== null,
    customSchedulingRules: service.customSchedulingRules ?? expertRules ?? DEFAULT_SCHEDULING_RULES,
    locationType: service.locationType,
    locationId: service.locationId,
    hidden: service.hidden,
    collectPhoneNumber: service.collectPhoneNumber,
  };
}
