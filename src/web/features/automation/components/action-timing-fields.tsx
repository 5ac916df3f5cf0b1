import { Group, Input, NumberInput, SegmentedControl, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { OFFSET_UNITS, type OffsetUnit } from '../../../../domain/automation/offset';
import {
  DIRECTIONS,
  type Direction,
  TRIGGERS,
  type TriggerType,
  triggersFor,
  type WorkflowType,
} from '../../../../domain/automation/triggers';
import { type ActionFormValues, withTrigger } from './action-form-values';

const UNIT_LABELS: Record<OffsetUnit, string> = { minute: 'minutes', hour: 'hours', day: 'days' };

/**
 * When the action runs: the trigger (only the workflow type's), then a signed offset from it —
 * amount, unit and direction, the direction limited to the ones the trigger allows.
 */
export function ActionTimingFields({
  form,
  type,
}: {
  form: UseFormReturnType<ActionFormValues>;
  type: WorkflowType;
}) {
  const { trigger } = form.values;
  const directions = TRIGGERS[trigger.type].directions;
  return (
    <Stack gap="sm">
      <Select
        label="Trigger"
        description="The moment this action is timed from"
        data={triggersFor(type).map((value) => ({ value, label: capitalise(TRIGGERS[value].label) }))}
        allowDeselect={false}
        value={trigger.type}
        error={form.errors['trigger.type']}
        onChange={(value) =>
          value && form.setFieldValue('trigger', withTrigger(form.values, value as TriggerType))
        }
      />
      <Input.Wrapper label="When" error={form.errors['trigger.amount'] ?? form.errors['trigger.direction']}>
        <Group gap="xs" mt={4} wrap="wrap">
          <NumberInput
            aria-label="Amount"
            // No min/max: NumberInput would clamp on blur and hide the spec's messages.
            allowDecimal={false}
            hideControls
            w={80}
            value={trigger.amount}
            error={Boolean(form.errors['trigger.amount'])}
            onChange={(value) => form.setFieldValue('trigger.amount', typeof value === 'number' ? value : '')}
          />
          <Select
            aria-label="Unit"
            data={OFFSET_UNITS.map((value) => ({ value, label: UNIT_LABELS[value] }))}
            allowDeselect={false}
            w={120}
            value={trigger.unit}
            onChange={(value) => value && form.setFieldValue('trigger.unit', value as OffsetUnit)}
          />
          <SegmentedControl
            aria-label="Before or after"
            // An event (booked, cancelled…) only has an after.
            data={DIRECTIONS.map((value) => ({ value, label: value, disabled: !directions.includes(value) }))}
            value={trigger.direction}
            onChange={(value) => form.setFieldValue('trigger.direction', value as Direction)}
          />
        </Group>
      </Input.Wrapper>
    </Stack>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
