import type { FormErrors } from '@mantine/form';
import type { ConditionKey, ConditionOperator } from '../../../../domain/automation/conditions';
import type { OffsetUnit } from '../../../../domain/automation/offset';
import {
  type ActionKind,
  type Direction,
  TRIGGERS,
  type TriggerType,
  type WorkflowType,
} from '../../../../domain/automation/triggers';
import { actionInput, defaultAction } from '../../../../domain/automation/workflow-input';
import type { WorkflowActionView } from '../../../../domain/automation/workflow-view';
import { zodValidate } from '../../../lib/zod-form';

// The action form's values: the API's shape, with empty inputs the user has not filled in yet,
// so the shared schema's messages land on the same paths ('trigger.amount', 'message', …).

export type ConditionRowValues = {
  key: ConditionKey | null;
  operator: ConditionOperator | null;
  value: number | '';
};

export type ActionFormValues = {
  kind: ActionKind;
  trigger: { type: TriggerType; direction: Direction; amount: number | ''; unit: OffsetUnit };
  message: string;
  description: string;
  conditionGroup: { operator: 'and' | 'or'; conditions: ConditionRowValues[] } | null;
};

export const EMPTY_CONDITION: ConditionRowValues = { key: null, operator: null, value: '' };

/** spec (§9): a new action's defaults for the workflow's type. */
export function newActionValues(type: WorkflowType): ActionFormValues {
  const action = defaultAction(type);
  return {
    kind: action.kind,
    trigger: { ...action.trigger },
    message: '',
    description: '',
    conditionGroup: null,
  };
}

export function valuesFromAction(action: WorkflowActionView): ActionFormValues {
  const { type, direction, amount, unit } = action.trigger;
  return {
    kind: action.kind,
    trigger: { type, direction, amount, unit },
    message: action.message ?? '',
    description: action.description ?? '',
    conditionGroup: action.conditionGroup
      ? {
          operator: action.conditionGroup.operator,
          conditions: action.conditionGroup.conditions.map(({ key, operator, value }) => ({
            key,
            operator,
            value,
          })),
        }
      : null,
  };
}

const orUndefined = <T>(value: T | null | '') => (value === null || value === '' ? undefined : value);

/** What the form sends: the message for a reminder or email, the description for an automation. */
export function toActionInput(values: ActionFormValues) {
  const automation = values.kind === 'automation';
  return {
    kind: values.kind,
    trigger: { ...values.trigger, amount: orUndefined(values.trigger.amount) },
    message: automation ? null : values.message,
    description: automation ? values.description : null,
    conditionGroup: values.conditionGroup
      ? {
          type: 'group',
          operator: values.conditionGroup.operator,
          conditions: values.conditionGroup.conditions.map((c) => ({
            type: 'numericComparison',
            key: orUndefined(c.key),
            operator: orUndefined(c.operator),
            value: orUndefined(c.value),
          })),
        }
      : null,
  };
}

/** The shared schema's messages (the server checks the same), by the form's paths. */
export const validateActionForm =
  (type: WorkflowType) =>
  (values: ActionFormValues): FormErrors =>
    zodValidate(actionInput(type))(toActionInput(values));

/** A trigger that only runs after its event moves the direction to one it allows. */
export function withTrigger(values: ActionFormValues, type: TriggerType): ActionFormValues['trigger'] {
  const { directions } = TRIGGERS[type];
  const direction = directions.includes(values.trigger.direction) ? values.trigger.direction : directions[0]!;
  return { ...values.trigger, type, direction };
}

/** Every path the form shows an error on, for the API's field messages. */
export function actionFieldPaths(values: ActionFormValues): string[] {
  const rows = values.conditionGroup?.conditions ?? [];
  return [
    'kind',
    'trigger.type',
    'trigger.direction',
    'trigger.amount',
    'trigger.unit',
    'message',
    'description',
    'conditionGroup',
    'conditionGroup.conditions',
    ...rows.flatMap((_, i) => ['key', 'operator', 'value'].map((f) => `conditionGroup.conditions.${i}.${f}`)),
  ];
}
