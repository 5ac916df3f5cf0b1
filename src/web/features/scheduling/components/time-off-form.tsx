import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TimeOffInput, timeOffInput } from '../../../../domain/scheduling/time-off';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { fromLocalInputValue } from '../time-off-dates';

const FIELDS = ['start', 'end'];

/** The form's values: datetime-local strings, read as a clock in the expert's zone. */
export interface TimeOffFormValues {
  start: string;
  end: string;
}

interface TimeOffFormProps {
  initialValues: TimeOffFormValues;
  zone: string;
  submitLabel: string;
  saving: boolean;
  error: unknown;
  onSubmit: (input: TimeOffInput) => Promise<unknown>;
  onCancel: () => void;
}

export function TimeOffForm({
  initialValues,
  zone,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: TimeOffFormProps) {
  const toInput = (values: TimeOffFormValues): TimeOffInput => ({
    start: fromLocalInputValue(values.start, zone),
    end: fromLocalInputValue(values.end, zone),
  });
  const form = useForm<TimeOffFormValues>({
    mode: 'controlled',
    initialValues,
    // "End in the future" is judged when the form is checked, like the API does on arrival.
    validate: (values) => zodValidate(timeOffInput())(toInput(values)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(toInput(values));
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, FIELDS).fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(error, FIELDS).message} />
        {/* spec §5: the picker steps 30 minutes. */}
        <TextInput label="Start" type="datetime-local" step={1800} {...form.getInputProps('start')} />
        <TextInput label="End" type="datetime-local" step={1800} {...form.getInputProps('end')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
