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
  GROUP_MESSAGES,
  groupLimits,
  groupSizeField,
  instantField,
  type StartRule,
  startField,
  titleField,
} from './group-session-fields';

export interface GroupSessionRules extends StartRule {
  /** The booking page's currency: prices are in it. */
  currency: CurrencyCode;
  /** The expert's plan: title, group size and price limits follow it (spec §6). */
  plan: PlanRef;
}

/**
 * A standalone group session as the form and the API take it (spec doc 2, §5 Group session):
 * start and end as ISO instants (the form reads them in the browser's zone), price in major
 * units of the page currency. The output is ready to store: Dates, price in minor units.
 */
export function groupSessionInput(rules: GroupSessionRules) {
  const limits = groupLimits(rules.plan);
  return z
    .object({
      title: titleField(limits.titleMax),
      description: descriptionField,
      start: startField(rules),
      end: instantField,
      price: priceSchema(rules.currency, { kind: 'groupSession', increased: limits.increasedPrice }),
      groupSizeMax: groupSizeField(limits.groupSizeMax),
      ...locationChoiceFields,
      hidden: flagField,
      collectPhoneNumber: flagField,
      workflowsIds: workflowsIdsField,
    })
    .superRefine((value, ctx) => {
      checkLocationChoice(value, ctx);
      const start = Date.parse(value.start);
      const end = Date.parse(value.end);
      if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: GROUP_MESSAGES.endBeforeStart });
      }
    })
    .transform((value) => ({
      ...value,
      start: new Date(value.start),
      end: new Date(value.end),
      price: toMinor(value.price, rules.currency),
    }));
}

export type GroupSessionInput = z.input<ReturnType<typeof groupSessionInput>>;
export type GroupSessionValues = z.output<ReturnType<typeof groupSessionInput>>;
