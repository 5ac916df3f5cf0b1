import type { FormErrors } from '@mantine/form';
import type { LocationChoice } from '../../../../domain/locations/location-choice';
import type { CurrencyCode } from '../../../../domain/money/currencies';
import { toMajor } from '../../../../domain/money/money';
import { type PriceKind, priceCap } from '../../../../domain/money/price-rules';
import { canUse } from '../../../../domain/plans/access';

/** What a NumberInput holds: a number, or '' (or a partial string) while being typed. */
export type NumberValue = number | string;

/** A NumberInput's value for the shared schema: undefined when empty, so it says 'Required'. */
export function numberOrUndefined(value: NumberValue): number | undefined {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  return Number(value.replaceAll(',', ''));
}

/** The location choice's messages show under its one select. */
export function withLocationError(errors: FormErrors): FormErrors {
  const { locationType, locationId, ...rest } = errors;
  const message = locationId ?? locationType;
  return message ? { ...rest, location: message } : rest;
}

/** The form value of a saved location: a deleted custom location stays custom, so it must be chosen again. */
export function locationChoiceOf(location: {
  type: 'daily' | 'zoom' | 'custom';
  id: string | null;
}): LocationChoice {
  return { locationType: location.type, locationId: location.type === 'custom' ? location.id : null };
}

/** Whether the price is over the plan's cap, so the form offers the increasedPriceLimit upgrade. */
export function overPriceLimit(planId: string, value: NumberValue, currency: CurrencyCode, kind: PriceKind) {
  const price = numberOrUndefined(value);
  return (
    !canUse(planId, 'increasedPriceLimit') &&
    price !== undefined &&
    Number.isFinite(price) &&
    // In major units: toMinor throws on a typed 1e308.
    price > toMajor(priceCap(kind, currency), currency)
  );
}
