import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SignUpInput, signUpInput } from '../../../../domain/auth/auth-inputs';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useSignUp } from '../api/sign-up';

const FIELDS = ['firstName', 'lastName', 'email', 'password'];

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', timezone: undefined },
    validate: zodValidate(signUpInput),
  });

  const submit = form.onSubmit((values) => {
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    signUp.mutate(signUpInput.parse({ ...values, timezone }), {
      onSuccess: onSignedUp,
      onError: (error) => {
        form.setErrors(apiFormErrors(error, FIELDS).fields);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(signUp.error, FIELDS).message} />
        <Group grow gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="First name"
            autoComplete="given-name"
            style={{ minWidth: 140 }}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            style={{ minWidth: 140 }}
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          description="At least 6 characters"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={signUp.isPending}>
          Sign up
        </Button>
      </Stack>
    </form>
  );
}
