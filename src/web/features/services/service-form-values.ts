import type { LocationChoice } from '../../../domain/locations/location-choice';
import { getCurrency, isCurrencyCode } from '../../../domain/money/currencies';
import { type CurrencyCode, toMajor } from '../../../domain/money/money';
import { DEFAULT_SCHEDULING_RULES, type SchedulingRules } from '../../../domain/scheduling/scheduling-rules';
import { DEFAULT_DURATION, type ServiceInput } from '../../../domain/services/service-input';
import type { ServiceView } from '../../../domain/services/service-view';
import type { SchedulingRulesFormValues } from '../scheduling/components/scheduling-rules-fields';

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
    workflowsIds: [],
  };
}

export function serviceValues(
  service: ServiceView,
  expertRules: SchedulingRules | undefined,
): ServiceFormValues {
  const currency = pageCurrency(service.price);
  return {
    title: service.title,
    description: service.description ?? '',
    duration: service.duration,
    // As the field shows it, with the currency's decimals: 249.50, not 249.5.
    price: toMajor(service.price.amount, currency).toFixed(getCurrency(currency).decimals),
    availabilityId: service.availability.id,
    useCustomRules: service.customSchedulingRules !== null,
    customSchedulingRules: service.customSchedulingRules ?? expertRules ?? DEFAULT_SCHEDULING_RULES,
    locationType: service.locationType,
    locationId: service.locationId,
    hidden: service.hidden,
    collectPhoneNumber: service.collectPhoneNumber,
    workflowsIds: service.workflowsIds,
  };
}

/**
 * What the form holds: numbers are '' while their field is empty, and the price may be the text
 * the field shows ('249.50'); the rules stay while switched off.
 */
export interface ServiceFormValues {
  title: string;
  description: string;
  duration: number | '';
  price: number | string;
  availabilityId: string;
  useCustomRules: boolean;
  customSchedulingRules: SchedulingRulesFormValues;
  locationType: LocationChoice['locationType'];
  locationId: string | null;
  hidden: boolean;
  collectPhoneNumber: boolean;
  workflowsIds: string[];
}

type UncheckedServiceInput = Omit<ServiceInput, 'duration' | 'price' | 'customSchedulingRules'> & {
  duration: number | undefined;
  price: number | undefined;
  customSchedulingRules: SchedulingRulesFormValues | null;
};

/** A number field's value: '' is missing ('Required'); text the field keeps ('249.50') is read. */
function numberValue(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.replaceAll(',', '').trim();
  return text === '' ? undefined : Number(text);
}

/** The form's values as the API takes them. */
export function toServiceInput(values: ServiceFormValues): UncheckedServiceInput {
  const { useCustomRules, customSchedulingRules, ...rest } = values;
  return {
    ...rest,
    duration: numberValue(values.duration),
    price: numberValue(values.price),
    customSchedulingRules: useCustomRules ? customSchedulingRules : null,
  };
}
