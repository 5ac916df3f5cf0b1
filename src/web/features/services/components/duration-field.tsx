import { Group, NumberInput, Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DURATION_CHOICES, DURATION_MAX, DURATION_MIN } from '../../../../domain/services/service-input';
import { durationLabel } from '../../../../domain/time/duration-label';

const CUSTOM = 'custom';
const OPTIONS = [
  ...DURATION_CHOICES.map((minutes) => ({ value: String(minutes), label: durationLabel(minutes) })),
  { value: CUSTOM, label: 'Custom length…' },
];
const isChoice = (value: number | '') => (DURATION_CHOICES as readonly number[]).includes(value as number);

interface DurationFieldProps {
  value: number | '';
  onChange: (minutes: number | '') => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** A session length: one of the usual lengths, or any whole number of minutes from 5 to 720. */
export function DurationField({ value, onChange, error, disabled }: DurationFieldProps) {
  const [custom, setCustom] = useState(() => !isChoice(value));
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Select
        label="Duration"
        description="How long each session lasts"
        data={OPTIONS}
        value={custom ? CUSTOM : String(value)}
        onChange={(next) => {
          if (next === null) return;
          setCustom(next === CUSTOM);
          if (next !== CUSTOM) onChange(Number(next));
        }}
        allowDeselect={false}
        disabled={disabled}
        error={custom ? undefined : error}
        style={{ flex: 1 }}
      />
      {custom ? (
        <NumberInput
          label="Minutes"
          description="5 to 720"
          value={value}
          onChange={(next) => onChange(typeof next === 'number' ? next : '')}
          min={DURATION_MIN}
          max={DURATION_MAX}
          allowDecimal={false}
          allowNegative={false}
          disabled={disabled}
          error={error}
          w={110}
        />
      ) : null}
    </Group>
  );
}
