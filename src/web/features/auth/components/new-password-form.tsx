import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { type ResetPasswordInput, resetPasswordInput } from '../../../../domain/auth/auth-inputs';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useResetPassword } from '../api/reset-password';

const FIELDS = ['password'];

export function NewPasswordForm({ token, onChanged }: { token: string; onChanged: () => void }) {
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    mode: 'controlled',
    initialValues: { token, password: '' },
    validate: zodValidate(resetPasswordInput),
  });

  const submit = form.onSubmit((values) => {
    reset.mutate(resetPasswordInput.parse(values), {
      onSuccess: onChanged,
      onError: (error) => {
        form.setErrors(apiFormErrors(error, FIELDS).fields);
      },
    });
  });

  // A bad or used token cannot be fixed on this form: offer a fresh link instead of the field.
  const linkProblem =
    reset.error instanceof ApiError && reset.error.status === 400 && !reset.error.fields?.password;
  if (linkProblem) {
    return (
      <Stack gap="md">
        <FormError message={errorMessage(reset.error)} />
        <Button component={Link} to="/reset-password" fullWidth size="md">
          Request a new link
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(reset.error, FIELDS).message} />
        <PasswordField
          label="New password"
          description="At least 6 characters"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
