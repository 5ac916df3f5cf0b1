import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  REPORT_RANGE_LABELS,
  REPORT_RANGES,
  type ReportRangeKey,
  type ReportRequest,
  reportQuery,
} from '../../../../domain/reports/report-range';
import { zodValidate } from '../../../lib/zod-form';

type Days = { from: string; to: string };

/** Custom: the first and last day, checked with the API's own schema. */
function CustomRangeForm(props: { initial: Days; zone: string; onApply: (days: Days) => void }) {
  const form = useForm<Days>({
    mode: 'uncontrolled',
    initialValues: props.initial,
    validate: (values) =>
      zodValidate<Days & { range: 'custom' }>(reportQuery)({ range: 'custom', ...values }),
  });
  return (
    <form onSubmit={form.onSubmit(props.onApply)} noValidate aria-label="Custom range">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="First day"
          type="date"
          w={{ base: '100%', xs: 180 }}
          key={form.key('from')}
          {...form.getInputProps('from')}
        />
        <TextInput
          label="Last day"
          type="date"
          w={{ base: '100%', xs: 180 }}
          key={form.key('to')}
          {...form.getInputProps('to')}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} w={{ base: '100%', xs: 'auto' }}>
          Show
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {`Whole days in your time zone (${props.zone}), up to 2 years.`}
      </Text>
    </form>
  );
}

/** spec §9: the report ranges, Last 30 Days first chosen; Custom opens the day picker. */
export function RangePicker(props: {
  query: ReportRequest;
  /** The days on screen, where Custom starts from. */
  shown: Days | null;
  zone: string;
  onChange: (query: ReportRequest) => void;
}) {
  const pick = (range: string) => {
    const key = range as ReportRangeKey;
    if (key !== 'custom') props.onChange({ range: key });
    else if (props.shown) props.onChange({ range: 'custom', ...props.shown });
  };
  return (
    <Stack gap="sm">
      <Chip.Group multiple={false} value={props.query.range} onChange={pick}>
        <Group gap="xs" role="radiogroup" aria-label="Report range">
          {REPORT_RANGES.map((range) => (
            <Chip key={range} value={range} variant="outline" radius="sm">
              {REPORT_RANGE_LABELS[range]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {props.query.range === 'custom' ? (
        <CustomRangeForm
          key={`${props.query.from}-${props.query.to}`}
          initial={{ from: props.query.from ?? '', to: props.query.to ?? '' }}
          zone={props.zone}
          onApply={(days) => props.onChange({ range: 'custom', ...days })}
        />
      ) : null}
    </Stack>
  );
}
