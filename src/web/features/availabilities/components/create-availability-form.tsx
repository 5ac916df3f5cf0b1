import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CreateAvailability,
  type CreateAvailabilityInput,
  cloneName,
  createAvailabilityInput,
  NEW_AVAILABILITY_NAME,
  OFFICE_HOURS,
} from '../../../../domain/scheduling/availability-input';
import type { AvailabilityView } from '../../../../domain/scheduling/availability-view';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { CLONE_FAILED, CREATE_FAILED, saveFailure } from '../messages';
import { NameInput } from './name-input';
import { WeekSummary } from './week-summary';

const FIELDS = ['name'];
// The "Start from" choice of a new availability with office hours (cloneFromId null).
const START_FRESH = 'office';

interface CreateAvailabilityFormProps {
  availabilities: AvailabilityView[];
  /** The expert's zone, which a new availability with office hours gets. */
  expertZone: string;
  /** An availability to copy, preselected (the Clone button's navigation state). */
  cloneFromId: string | null;
  /** Without the plan feature the form is shown but cannot be used. */
  locked: boolean;
  saving: boolean;
  error: unknown;
  onSubmit: (input: CreateAvailability) => Promise<unknown>;
}

export function CreateAvailabilityForm(props: CreateAvailabilityFormProps) {
  const { availabilities, locked } = props;
  const find = (id: string | null | undefined) => availabilities.find((a) => a.id === id);
  const defaultName = (id: string | null | undefined) => {
    const source = find(id);
    return source ? cloneName(source.name) : NEW_AVAILABILITY_NAME;
  };

  const form = useForm<CreateAvailabilityInput>({
    mode: 'controlled',
    initialValues: { name: defaultName(props.cloneFromId), cloneFromId: props.cloneFromId },
    validate: zodValidate(createAvailabilityInput),
  });
  const source = find(form.values.cloneFromId);

  const chooseSource = (value: string) => {
    const cloneFromId = value === START_FRESH ? null : value;
    // The name follows the choice until the expert types their own.
    if (form.values.name === defaultName(form.values.cloneFromId))
      form.setFieldValue('name', defaultName(cloneFromId));
    form.setFieldValue('cloneFromId', cloneFromId);
  };

  const submit = form.onSubmit(async (raw) => {
    try {
      await props.onSubmit(createAvailabilityInput.parse(raw));
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, FIELDS).fields);
    }
  });

  const failure = apiFormErrors(props.error, FIELDS).message === null ? null : props.error;
  const options = [
    { group: 'Start fresh', items: [{ value: START_FRESH, label: 'Office hours' }] },
    { group: 'Copy the hours of', items: availabilities.map((a) => ({ value: a.id, label: a.name })) },
  ];

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={saveFailure(failure, source ? CLONE_FAILED : CREATE_FAILED)} />
        <NameInput {...form.getInputProps('name')} value={form.values.name} disabled={locked} />
        <Select
          label="Start from"
          description="You can change the days and hours once it is created."
          data={options}
          value={source ? source.id : START_FRESH}
          onChange={(value) => value && chooseSource(value)}
          allowDeselect={false}
          disabled={locked}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {source ? `Weekly hours copied from ${source.name}` : 'Weekly hours'}
          </Text>
          <WeekSummary
            periods={source ? source.weeklyPeriods : OFFICE_HOURS}
            timeZone={source ? source.timeZone : props.expertZone}
          />
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={props.saving} disabled={locked}>
            Create availability
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
