import { z } from 'zod';
import { workflowsIdsField } from '../automation/workflow-links';
import { checkLocationChoice, locationChoiceFields } from '../locations/location-choice';
import type { CurrencyCode } from '../money/currencies';
import { priceSchema } from '../money/price-rules';
import { schedulingRulesInput } from '../scheduling/scheduling-rules';
import { text } from '../shared/strings';

// A personal (one-to-one) service: issue 3 "a service has title, description, duration, price in
// the page currency, an availability, optional custom scheduling rules, a location, and hidden".
// spec (doc 2, §5): the title rule and price messages are the series ones.

export const SERVICE_TITLE_MAX = 60;
export const SERVICE_DESCRIPTION_MAX = 2000;
/** The lengths offered in the form; any whole number of minutes in range can be typed instead. */
export const DURATION_CHOICES = [10, 15, 20, 30, 45, 60, 75, 90, 120, 150, 180, 240] as const;
export const DURATION_MIN = 5;
export const DURATION_MAX = 720;
export const DEFAULT_DURATION = 60;

export const SERVICE_MESSAGES = {
  required: 'Required',
  titleTooLong: 'Too long, please limit the title to 60 characters',
  descriptionTooLong: 'Too long, please limit the description to 2000 characters',
  durationRequired: 'Please enter the length in minutes',
  durationWhole: 'Must be a whole number of minutes',
  durationTooShort: `Must be at least ${DURATION_MIN} minutes`,
  durationTooLong: `Cannot be longer than ${DURATION_MAX} minutes (12 hours)`,
  availability: 'Please choose an availability',
} as const;
const M = SERVICE_MESSAGES;

export interface ServiceInputOptions {
  /** The plan has the increasedPriceLimit feature: the cap is five times higher. */
  increasedPriceLimit?: boolean;
}

/**
 * The service form and POST/PUT /api/services. The price is in major units of the booking page's
 * currency and its cap depends on the plan, so the schema is built for both.
 */
export function serviceInput(currency: CurrencyCode, options: ServiceInputOptions = {}) {
  return z
    .object({
      title: text(M.required).trim().min(1, M.required).max(SERVICE_TITLE_MAX, M.titleTooLong),
      // Optional: an empty description is stored as none.
      description: z
        .string({ error: () => M.descriptionTooLong })
        .trim()
        .max(SERVICE_DESCRIPTION_MAX, M.descriptionTooLong)
        .nullish()
        .transform((value) => value || null),
      duration: z
        .number({ error: () => M.durationRequired })
        .int(M.durationWhole)
        .min(DURATION_MIN, M.durationTooShort)
        .max(DURATION_MAX, M.durationTooLong),
      price: priceSchema(currency, { kind: 'service', increased: options.increasedPriceLimit ?? false }),
      availabilityId: text(M.availability).min(1, M.availability).max(100, M.availability),
      // null (or left out): the service follows the expert's scheduling rules.
      customSchedulingRules: schedulingRulesInput.nullish().transform((rules) => rules ?? null),
      ...locationChoiceFields,
      hidden: z.boolean({ error: () => M.required }),
      collectPhoneNumber: z.boolean({ error: () => M.required }),
      workflowsIds: workflowsIdsField,
    })
    .superRefine(checkLocationChoice);
}
export type ServiceInputSchema = ReturnType<typeof serviceInput>;
/** What the form holds and the API accepts. */
export type ServiceInput = z.input<ServiceInputSchema>;
/** What the server stores (price still in major units; converted with toMinor). */
export type ServiceFields = z.output<ServiceInputSchema>;
