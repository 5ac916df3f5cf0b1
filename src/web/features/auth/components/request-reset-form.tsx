import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type EmailOnlyInput, emailOnlyInput } from '../../../../domain/auth/auth-inputs';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

const FIELDS = ['email'];

export function RequestResetForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const form = useForm<EmailOnlyInput>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zodValidate(emailOnlyInput),
  });

  const submit = form.onSubmit((values) => {
    const input = emailOnlyInput.parse(values);
    request.mutate(input, {
      onSuccess: () => onSent(input.email),
      onError: (error) => {
        form.setErrors(apiFormErrors(error, FIELDS).fields);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(request.error, FIELDS).message} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" fullWidth size="md" loading={request.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
