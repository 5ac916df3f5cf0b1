import { z } from 'zod';
import { workflowsIdsField } from '../automation/workflow-links';
import { checkLocationChoice, locationChoiceFields } from '../locations/location-choice';
import type { CurrencyCode } from '../money/currencies';
import { toMinor } from '../money/money';
import { priceSchema } from '../money/price-rules';
import type { PlanRef } from '../plans/access';
import {
  descriptionField,
  flagField,
  groupLimits,
  groupSizeField,
  numberField,
  type StartRule,
  startField,
  titleField,
} from './group-session-fields';

// spec (doc 2, §5 and §9): duration choices 10, 15, 30, 45, 60, 90, 120 minutes; default 30.
export const SERIES_DURATIONS = [10, 15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_SERIES_DURATION = 30;
export const INVALID_DURATION = 'Please choose one of the durations';
// spec (doc 2, §5 Series): the title is limited to 60 characters, whatever the plan.
export const SERIES_TITLE_MAX = 60;

export interface SeriesRules {
  currency: CurrencyCode;
  plan: PlanRef;
}

/** A series as the form and the API take it; price in major units of the page currency. */
export function seriesInput(rules: SeriesRules) {
  const limits = groupLimits(rules.plan);
  return z
    .object({
      title: titleField(SERIES_TITLE_MAX),
      description: descriptionField,
      duration: numberField().refine(
        (minutes) => (SERIES_DURATIONS as readonly number[]).includes(minutes),
        INVALID_DURATION,
      ),
      price: priceSchema(rules.currency, { kind: 'series', increased: limits.increasedPrice }),
      groupSizeMax: groupSizeField(limits.groupSizeMax),
      ...locationChoiceFields,
      hidden: flagField,
      collectPhoneNumber: flagField,
      workflowsIds: workflowsIdsField,
    })
    .superRefine(checkLocationChoice)
    .transform((value) => ({ ...value, price: toMinor(value.price, rules.currency) }));
}

export type SeriesInput = z.input<ReturnType<typeof seriesInput>>;
export type SeriesValues = z.output<ReturnType<typeof seriesInput>>;

/**
 * A session of a series: only its start is chosen; it ends after the series' duration and takes
 * the series' title, description, price, group size, location and settings.
 */
export function seriesSessionInput(rule: StartRule = {}) {
  return z.object({ start: startField(rule) }).transform((value) => ({ start: new Date(value.start) }));
}

export type SeriesSessionInput = z.input<ReturnType<typeof seriesSessionInput>>;
