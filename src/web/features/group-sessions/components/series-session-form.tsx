import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import { type SeriesSessionInput, seriesSessionInput } from '../../../../domain/group-sessions/series-input';
import { durationLabel } from '../../../../domain/time/duration-label';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { apiFormErrors } from '../../../lib/zod-form';
import { fromLocalInputValue } from '../../scheduling/time-off-dates';
import { endLabel } from '../group-dates';
import { TimeConflicts } from './time-conflicts';
import { useGroupForm } from './use-group-form';

const FIELDS = ['start'];

interface SeriesSessionFormProps {
  /** datetime-local, read in the browser's zone. */
  initialStart: string;
  duration: number;
  zone: string;
  /** When editing: the session, its stored start and the places booked (with bookings it cannot move). */
  editing?: { id: string; start: string; booked: number };
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
  const { form, checkInputs, submit } = useGroupForm({
    initialValues: { start: initialStart },
    schema,
    toInput,
    fields: FIELDS,
    onSubmit,
  });

  const start = Date.parse(fromLocalInputValue(form.values.start, zone));
  const ends = Number.isNaN(start)
    ? `Ends ${durationLabel(duration)} after the start`
    : `Ends at ${endLabel(start, duration, zone)} (${durationLabel(duration)})`;

  return (
    <form onSubmit={submit()} noValidate>
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
        {locked ? null : (
          <TimeConflicts start={start} end={start + duration * 60_000} zone={zone} sessionId={editing?.id} />
        )}
        <FormError message={checkInputs ? GROUP_MESSAGES.checkInputs : null} />
        <FormActions
          submitLabel={submitLabel}
          saving={saving}
          onCancel={onCancel}
          actions={actions}
          cancelLabel={locked ? 'Back' : 'Cancel'}
          hideSubmit={locked}
        />
      </Stack>
    </form>
  );
}
