import { Card, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type ClientInput, clientInput } from '../../../../domain/clients/client-input';
import { CLIENT_NAME_MAX } from '../../../../domain/public-booking/booking-input';
import { counted } from '../../../components/counted-field';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';

const FIELDS = ['firstName', 'lastName', 'email'];
const EMPTY: ClientInput = { firstName: '', lastName: '', email: '' };

/**
 * spec (§5): first name, last name and email, validated by the API's own schema; a duplicate
 * email comes back under the field, anything unexpected above the form.
 */
export function ClientForm(props: {
  initialValues?: ClientInput;
  submitLabel: string;
  onSubmit: (input: ClientInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<ClientInput>({
    mode: 'controlled',
    initialValues: props.initialValues ?? EMPTY,
    validate: zodValidate(clientInput),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (raw) => {
    setFailure(null);
    try {
      await props.onSubmit(clientInput.parse(raw));
    } catch (error) {
      const { fields, message } = apiFormErrors(error, FIELDS);
      form.setErrors(fields);
      setFailure(message);
    }
  });

  return (
    <Card withBorder radius="lg" padding="lg" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={failure} />
          <TextInput
            label="First name"
            autoComplete="off"
            {...form.getInputProps('firstName')}
            {...counted(form.values.firstName.length, CLIENT_NAME_MAX)}
          />
          <TextInput
            label="Last name"
            autoComplete="off"
            {...form.getInputProps('lastName')}
            {...counted(form.values.lastName.length, CLIENT_NAME_MAX)}
          />
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
          <FormActions submitLabel={props.submitLabel} saving={form.submitting} onCancel={props.onCancel} />
        </Stack>
      </form>
    </Card>
  );
}
