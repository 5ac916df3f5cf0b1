import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import {
  LOCATION_DETAILS_MAX,
  LOCATION_NAME_MAX,
  type LocationInput,
  locationInput,
} from '../../../../domain/locations/location-input';
import { counted } from '../../../components/counted-field';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';

const FIELDS = ['name', 'location'];

interface LocationFormProps {
  initialValues?: LocationInput;
  submitLabel: string;
  saving: boolean;
  /** The failed save, if any: field messages go under the fields, anything else above them. */
  error: unknown;
  /** Saves the parsed input; a rejection carries the API error. */
  onSubmit: (input: LocationInput) => Promise<unknown>;
  /** Extra actions at the start of the button row (Delete on the edit screen). */
  actions?: ReactNode;
}

export function LocationForm({
  initialValues = { name: '', location: '' },
  submitLabel,
  saving,
  error,
  onSubmit,
  actions,
}: LocationFormProps) {
  const form = useForm<LocationInput>({
    mode: 'controlled',
    initialValues,
    validate: zodValidate(locationInput),
  });
  const { values } = form;

  const submit = form.onSubmit(async (raw) => {
    try {
      await onSubmit(locationInput.parse(raw));
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, FIELDS).fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(error, FIELDS).message} />
        <TextInput
          label="Name"
          autoComplete="off"
          {...form.getInputProps('name')}
          {...counted(values.name.length, LOCATION_NAME_MAX)}
        />
        <Textarea
          label="Location"
          description="An address, a phone number, or a link clients will see in their confirmation"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('location')}
          {...counted(values.location.length, LOCATION_DETAILS_MAX)}
        />
        <Group justify={actions ? 'space-between' : 'flex-end'} gap="sm">
          {actions}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
