import { Button, Card, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import {
  type AvailabilityNameInput,
  availabilityNameInput,
} from '../../../../domain/scheduling/availability-input';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { RENAME_FAILED, saveFailure } from '../messages';
import { NameInput } from './name-input';

const FIELDS = ['name'];

interface RenameAvailabilityFormProps {
  initialName: string;
  /** Where Cancel goes: the availability's own screen. */
  backTo: string;
  saving: boolean;
  error: unknown;
  onSubmit: (input: AvailabilityNameInput) => Promise<unknown>;
}

export function RenameAvailabilityForm(props: RenameAvailabilityFormProps) {
  const form = useForm<AvailabilityNameInput>({
    mode: 'controlled',
    initialValues: { name: props.initialName },
    validate: zodValidate(availabilityNameInput),
  });

  const submit = form.onSubmit(async (raw) => {
    try {
      await props.onSubmit(availabilityNameInput.parse(raw));
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, FIELDS).fields);
    }
  });

  const failure = apiFormErrors(props.error, FIELDS).message === null ? null : props.error;

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={saveFailure(failure, RENAME_FAILED)} />
        <NameInput {...form.getInputProps('name')} value={form.values.name} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={props.backTo} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={props.saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
