import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useMemo, useState } from 'react';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import { type SeriesSessionInput, seriesSessionInput } from '../../../../domain/group-sessions/series-input';
import { durationLabel } from '../../../../domain/time/duration-label';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { fromLocalInputValue } from '../../scheduling/time-off-dates';
import { endLabel } from '../group-dates';

const FIELDS = ['start'];

interface SeriesSessionFormProps {
  /** datetime-local, read in the browser's zone. */
  initialStart: string;
  duration: number;
  zone: string;
  /** When editing: the stored start and the places booked (with bookings it cannot move). */
  editing?: { start: string; booked: number };
  submitLabel: string;
  saving: boolean;
  error: unknown;
  onSubmit: (input: SeriesSessionInput) => Promise<unknown>;
  onCancel: () => void;
  actions?: ReactNode;
}

/** A session of a series: only its start is chosen; it ends after the series' duration. */
export function SeriesSessionForm({
  initialStart,
  duration,
  zone,
  editing,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
  actions,
}: SeriesSessionFormProps) {
  const booked = editing?.booked ?? 0;
  const locked = booked > 0;
  const schema = useMemo(() => seriesSessionInput({ keepStart: editing?.start }), [editing?.start]);
  const toInput = (values: { start: string }): SeriesSessionInput => ({
    start: fromLocalInputValue(values.start, zone),
  });
  const form = useForm<{ start: string }>({
    mode: 'controlled',
    initialValues: { start: initialStart },
    validate: (values) => zodValidate(schema)(toInput(values)),
  });
  const [checkInputs, setCheckInputs] = useState(false);

  const submit = form.onSubmit(
    async (values) => {
      setCheckInputs(false);
      try {
        await onSubmit(toInput(values));
      } catch (failure) {
        const { fields } = apiFormErrors(failure, FIELDS);
        form.setErrors(fields);
        if (Object.keys(fields).length > 0) setCheckInputs(true);
      }
    },
    () => setCheckInputs(true),
  );

  const start = Date.parse(fromLocalInputValue(form.values.start, zone));
  const ends = Number.isNaN(start)
    ? `Ends ${durationLabel(duration)} after the start`
    : `Ends at ${endLabel(start, duration, zone)} (${durationLabel(duration)})`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(error, FIELDS).message} />
        {locked ? (
          <Alert color="blue" variant="light" py="xs">
            {`${booked} ${booked === 1 ? 'client has' : 'clients have'} booked this session, so its time cannot change here. Reschedule it to move it.`}
          </Alert>
        ) : null}
        <Stack gap={6}>
          <TextInput
            label="Start"
            type="datetime-local"
            disabled={locked}
            maw={320}
            {...form.getInputProps('start')}
          />
          <Text size="sm" c="dimmed">
            {ends}
          </Text>
        </Stack>
        <FormError message={checkInputs ? GROUP_MESSAGES.checkInputs : null} />
        <Group justify={actions ? 'space-between' : 'flex-end'} gap="sm">
          {actions}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {locked ? 'Back' : 'Cancel'}
            </Button>
            {locked ? null : (
              <Button type="submit" loading={saving}>
                {submitLabel}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
