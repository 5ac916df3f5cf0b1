import { z } from 'zod';

// spec (doc 2, §3, §5, §9): an optional condition group on a package workflow's action: numeric
// comparisons combined with AND or OR. The action runs only when the group holds at its time.

export const CONDITION_KEYS = [
  'bookedPackage.sessionsBooked',
  'bookedPackage.sessionsRemaining',
  'sessionsCountAtSessionBooked',
] as const;
export type ConditionKey = (typeof CONDITION_KEYS)[number];

export const CONDITION_KEY_LABELS: Record<ConditionKey, string> = {
  'bookedPackage.sessionsBooked': 'Sessions booked from the package',
  'bookedPackage.sessionsRemaining': 'Sessions remaining in the package',
  sessionsCountAtSessionBooked: 'Sessions booked when this session was booked',
};

export const CONDITION_OPERATORS = ['lt', 'gt', 'lte', 'gte', 'eq', 'neq'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const CONDITION_OPERATOR_LABELS: Record<ConditionOperator, string> = {
  lt: 'is less than',
  gt: 'is greater than',
  lte: 'is less than or equal to',
  gte: 'is greater than or equal to',
  eq: 'equals',
  neq: 'does not equal',
};

export const CONDITION_MESSAGES = {
  key: 'Please select a field',
  operator: 'Please select an operator',
  value: 'Required',
  valueRange: 'Please use a whole number from 0 to 100',
  conditions: 'Add at least one condition',
  tooMany: 'At most 10 conditions',
} as const;

export const CONDITION_VALUE_MAX = 100;
/** Not in the spec: bounds a request. */
export const CONDITIONS_MAX = 10;

export const conditionInput = z.strictObject({
  type: z.literal('numericComparison').default('numericComparison'),
  key: z.enum(CONDITION_KEYS, { error: () => CONDITION_MESSAGES.key }),
  operator: z.enum(CONDITION_OPERATORS, { error: () => CONDITION_MESSAGES.operator }),
  value: z
    .number({ error: () => CONDITION_MESSAGES.value })
    .int(CONDITION_MESSAGES.valueRange)
    .min(0, CONDITION_MESSAGES.valueRange)
    .max(CONDITION_VALUE_MAX, CONDITION_MESSAGES.valueRange),
});
export type ConditionInput = z.infer<typeof conditionInput>;

export const conditionGroupInput = z.strictObject({
  type: z.literal('group').default('group'),
  operator: z.enum(['and', 'or']),
  conditions: z
    .array(conditionInput)
    .min(1, CONDITION_MESSAGES.conditions)
    .max(CONDITIONS_MAX, CONDITION_MESSAGES.tooMany),
});
export type ConditionGroup = z.infer<typeof conditionGroupInput>;

export type ConditionFacts = Partial<Record<ConditionKey, number>>;

function compare(left: number, operator: ConditionOperator, right: number): boolean {
  switch (operator) {
    case 'lt':
      return left < right;
    case 'gt':
      return left > right;
    case 'lte':
      return left <= right;
    case 'gte':
      return left >= right;
    case 'eq':
      return left === right;
    case 'neq':
      return left !== right;
  }
}

/**
 * Whether the group holds for the facts at the action's time. A fact that is unknown (the subject
 * has no such number) makes its comparison false, so an action never runs on a guess.
 */
export function conditionsHold(group: ConditionGroup | null | undefined, facts: ConditionFacts): boolean {
  if (!group || group.conditions.length === 0) return true;
  const results = group.conditions.map((c) => {
    const fact = facts[c.key];
    return fact !== undefined && compare(fact, c.operator, c.value);
  });
  return group.operator === 'and' ? results.every(Boolean) : results.some(Boolean);
}

/** "Sessions remaining in the package is less than 2 and …", for the cards and the timeline. */
export function conditionsLabel(group: ConditionGroup): string {
  return group.conditions
    .map((c) => `${CONDITION_KEY_LABELS[c.key]} ${CONDITION_OPERATOR_LABELS[c.operator]} ${c.value}`)
    .join(group.operator === 'and' ? ' and ' : ' or ');
}
