import {
  Button,
  CloseButton,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CONDITION_KEY_LABELS,
  CONDITION_KEYS,
  CONDITION_OPERATOR_LABELS,
  CONDITION_OPERATORS,
  CONDITIONS_MAX,
  type ConditionKey,
  type ConditionOperator,
} from '../../../../domain/automation/conditions';
import { type ActionFormValues, EMPTY_CONDITION } from './action-form-values';

const KEY_DATA = CONDITION_KEYS.map((value) => ({ value, label: CONDITION_KEY_LABELS[value] }));
const OPERATOR_DATA = CONDITION_OPERATORS.map((value) => ({
  value,
  label: CONDITION_OPERATOR_LABELS[value],
}));

/** spec (§3, §5): a package action's optional condition group: all or any of numeric comparisons. */
export function ConditionGroupFields({ form }: { form: UseFormReturnType<ActionFormValues> }) {
  const group = form.values.conditionGroup;
  const path = (i: number, field: string) => `conditionGroup.conditions.${i}.${field}`;
  return (
    <Stack gap="sm">
      <Switch
        label="Only run when conditions hold"
        checked={group !== null}
        onChange={(event) =>
          form.setFieldValue(
            'conditionGroup',
            event.currentTarget.checked ? { operator: 'and', conditions: [{ ...EMPTY_CONDITION }] } : null,
          )
        }
      />
      {group ? (
        <Stack gap="sm" pl={{ base: 0, xs: 'md' }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">Run when</Text>
            <SegmentedControl
              size="xs"
              aria-label="Combine conditions"
              value={group.operator}
              data={[
                { value: 'and', label: 'all hold' },
                { value: 'or', label: 'any holds' },
              ]}
              onChange={(value) => form.setFieldValue('conditionGroup.operator', value as 'and' | 'or')}
            />
          </Group>
          {group.conditions.map((condition, i) => (
            <Group
              key={i}
              gap="xs"
              align="flex-start"
              wrap="wrap"
              aria-label={`Condition ${i + 1}`}
              role="group"
            >
              <Select
                aria-label="Field"
                placeholder="Field"
                data={KEY_DATA}
                value={condition.key}
                error={form.errors[path(i, 'key')]}
                onChange={(value) => form.setFieldValue(path(i, 'key'), value as ConditionKey | null)}
                style={{ flex: '2 1 220px' }}
              />
              <Select
                aria-label="Operator"
                placeholder="Operator"
                data={OPERATOR_DATA}
                value={condition.operator}
                error={form.errors[path(i, 'operator')]}
                onChange={(value) =>
                  form.setFieldValue(path(i, 'operator'), value as ConditionOperator | null)
                }
                style={{ flex: '1 1 120px' }}
              />
              <NumberInput
                aria-label="Value"
                placeholder="0–100"
                allowDecimal={false}
                allowNegative={false}
                hideControls
                value={condition.value}
                error={form.errors[path(i, 'value')]}
                onChange={(value) =>
                  form.setFieldValue(path(i, 'value'), typeof value === 'number' ? value : '')
                }
                style={{ flex: '0 1 72px' }}
              />
              <CloseButton
                mt={4}
                aria-label={`Remove condition ${i + 1}`}
                disabled={group.conditions.length === 1}
                onClick={() => form.removeListItem('conditionGroup.conditions', i)}
              />
            </Group>
          ))}
          {group.conditions.length < CONDITIONS_MAX ? (
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              px={6}
              onClick={() => form.insertListItem('conditionGroup.conditions', { ...EMPTY_CONDITION })}
            >
              Add condition
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
