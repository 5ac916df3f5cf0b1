import { Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  ALIGNMENT_CHOICES,
  BUFFER_CHOICES,
  type FrequencyPeriod,
  MAX_NOTICE_CHOICES,
  MIN_NOTICE_CHOICES,
  rulesLengthLabel,
  type SchedulingRules,
} from '../../../../domain/scheduling/scheduling-rules';

/** The rules as a form holds them: the cap's count is '' while its field is empty. */
export type SchedulingRulesFormValues = Omit<SchedulingRules, 'frequency'> & {
  frequency: { period: FrequencyPeriod; maxCount: number | '' } | null;
};

/** The rule fields' paths, relative to the rules, for matching the API's field messages. */
export const SCHEDULING_RULES_FIELDS = [
  'minNotice',
  'maxNotice',
  'bufferBefore',
  'bufferAfter',
  'frequency',
  'frequency.period',
  'frequency.maxCount',
  'alignment',
] as const;

const NONE = 'none';
const options = (choices: readonly number[]) =>
  choices.map((minutes) => ({ value: String(minutes), label: rulesLengthLabel(minutes) }));
const MIN_NOTICE_OPTIONS = options(MIN_NOTICE_CHOICES);
const MAX_NOTICE_OPTIONS = [{ value: NONE, label: 'No limit' }, ...options(MAX_NOTICE_CHOICES)];
const BUFFER_OPTIONS = options(BUFFER_CHOICES);

function alignmentLabel(minutes: number): string {
  const marks = Array.from({ length: 60 / minutes }, (_, i) => `:${String(i * minutes).padStart(2, '0')}`);
  if (minutes === 60) return 'On the hour (:00)';
  const shown = marks.length > 4 ? `${marks.slice(0, 3).join(', ')}, …` : marks.join(', ');
  return `Every ${minutes} minutes (${shown})`;
}
const ALIGNMENT_OPTIONS = [
  { value: NONE, label: 'One after another' },
  ...ALIGNMENT_CHOICES.map((minutes) => ({ value: String(minutes), label: alignmentLabel(minutes) })),
];
const PERIOD_OPTIONS = [
  { value: 'daily', label: 'per day' },
  { value: 'weekly', label: 'per week' },
];
const DEFAULT_FREQUENCY = { period: 'daily' as const, maxCount: 4 };

const toValue = (minutes: number | null) => (minutes === null ? NONE : String(minutes));
const fromValue = (value: string | null) => (value === null || value === NONE ? null : Number(value));

interface SchedulingRulesFieldsProps {
  value: SchedulingRulesFormValues;
  onChange: (next: SchedulingRulesFormValues) => void;
  /** The message for a rule field, by its path relative to the rules ('frequency.maxCount'). */
  error: (field: (typeof SCHEDULING_RULES_FIELDS)[number]) => ReactNode;
  disabled?: boolean;
  /** Heading level of the three groups: 3 inside a page section, 4 inside a form card. */
  headingOrder?: 3 | 4;
}

function Section({ title, order, children }: { title: string; order: 3 | 4; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={order} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The scheduling rule fields, shared by the Scheduling rules page and a service's custom rules.
 * What each rule means: docs/decisions/010-scheduling-rules.md.
 */
export function SchedulingRulesFields({
  value,
  onChange,
  error,
  disabled,
  headingOrder = 3,
}: SchedulingRulesFieldsProps) {
  const set = <K extends keyof SchedulingRulesFormValues>(key: K, next: SchedulingRulesFormValues[K]) =>
    onChange({ ...value, [key]: next });
  const frequency = value.frequency;

  return (
    <Stack gap="lg">
      <Section title="When clients can book" order={headingOrder}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Minimum notice"
            description="How soon before a session it can still be booked"
            data={MIN_NOTICE_OPTIONS}
            value={String(value.minNotice)}
            onChange={(next) => next !== null && set('minNotice', Number(next))}
            allowDeselect={false}
            disabled={disabled}
            error={error('minNotice')}
          />
          <Select
            label="Maximum notice"
            description="How far ahead sessions can be booked"
            data={MAX_NOTICE_OPTIONS}
            value={toValue(value.maxNotice)}
            onChange={(next) => set('maxNotice', fromValue(next))}
            allowDeselect={false}
            disabled={disabled}
            error={error('maxNotice')}
          />
        </SimpleGrid>
      </Section>

      <Section title="Time between sessions" order={headingOrder}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Buffer before"
            description="Free time kept before each session"
            data={BUFFER_OPTIONS}
            value={String(value.bufferBefore)}
            onChange={(next) => next !== null && set('bufferBefore', Number(next))}
            allowDeselect={false}
            disabled={disabled}
            error={error('bufferBefore')}
          />
          <Select
            label="Buffer after"
            description="Free time kept after each session"
            data={BUFFER_OPTIONS}
            value={String(value.bufferAfter)}
            onChange={(next) => next !== null && set('bufferAfter', Number(next))}
            allowDeselect={false}
            disabled={disabled}
            error={error('bufferAfter')}
          />
        </SimpleGrid>
      </Section>

      <Section title="Start times and limits" order={headingOrder}>
        <Select
          label="Start times"
          description="One after another from the start of your hours, or on fixed marks of the clock"
          data={ALIGNMENT_OPTIONS}
          value={toValue(value.alignment)}
          onChange={(next) => set('alignment', fromValue(next))}
          allowDeselect={false}
          disabled={disabled}
          error={error('alignment')}
          maw={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
        />
        <Switch
          mt="xs"
          label="Limit how many sessions can be booked"
          description="Counted on your calendar days, Monday to Sunday for weeks"
          checked={frequency !== null}
          onChange={(event) => set('frequency', event.currentTarget.checked ? DEFAULT_FREQUENCY : null)}
          disabled={disabled}
        />
        {frequency ? (
          <Stack gap={4}>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <NumberInput
                label="At most"
                aria-label="Maximum sessions"
                value={frequency.maxCount}
                onChange={(next) =>
                  set('frequency', { ...frequency, maxCount: typeof next === 'number' ? next : '' })
                }
                min={1}
                max={50}
                allowDecimal={false}
                allowNegative={false}
                w={110}
                disabled={disabled}
                error={error('frequency.maxCount') ?? error('frequency')}
              />
              <Select
                label="Sessions"
                aria-label="Per day or week"
                data={PERIOD_OPTIONS}
                value={frequency.period}
                onChange={(next) =>
                  next && set('frequency', { ...frequency, period: next as FrequencyPeriod })
                }
                allowDeselect={false}
                w={140}
                disabled={disabled}
                error={error('frequency.period')}
              />
            </Group>
            <Text size="xs" c="dimmed">
              Once a day or week is full, clients cannot book more sessions in it.
            </Text>
          </Stack>
        ) : null}
      </Section>
    </Stack>
  );
}
