import { Anchor, Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { emailOnlyInput, type SignInInput, signInInput } from '../../../../domain/auth/auth-inputs';
import { SIGN_IN_MESSAGES } from '../../../../domain/auth/sign-in-messages';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useRequestMagicLink } from '../api/request-magic-link';
import { useSignIn } from '../api/sign-in';

const FIELDS = ['email', 'password'];

interface SignInFormProps {
  onSignedIn: () => void;
  onMagicLinkSent: (email: string) => void;
}

export function SignInForm({ onSignedIn, onMagicLinkSent }: SignInFormProps) {
  const signIn = useSignIn();
  const magicLink = useRequestMagicLink();
  const form = useForm<SignInInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodValidate(signInInput),
  });

  const submit = form.onSubmit((values) => {
    magicLink.reset();
    signIn.mutate(signInInput.parse(values), {
      onSuccess: onSignedIn,
      onError: (error) => {
        form.setErrors(apiFormErrors(error, FIELDS).fields);
      },
    });
  });

  // The alternative only needs the email: check that field alone with the same schema.
  const sendMagicLink = () => {
    signIn.reset();
    form.clearFieldError('password');
    const parsed = emailOnlyInput.safeParse({ email: form.getValues().email });
    if (!parsed.success) {
      form.setFieldError('email', parsed.error.issues[0]?.message);
      return;
    }
    magicLink.mutate(parsed.data, { onSuccess: () => onMagicLinkSent(parsed.data.email) });
  };

  const failure = signIn.error ?? magicLink.error;
  // spec doc 2 §8: a sign-in failure without words of its own says 'Something went wrong. Please try again'.
  const unexpected =
    signIn.error &&
    (!(signIn.error instanceof ApiError) || signIn.error.status === 0 || signIn.error.status >= 500);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={unexpected ? SIGN_IN_MESSAGES.other : apiFormErrors(failure, FIELDS).message} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Stack gap={6}>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth size="md" loading={signIn.isPending} disabled={magicLink.isPending}>
          Sign in
        </Button>
        <Divider label="or" labelPosition="center" />
        <Button
          variant="default"
          fullWidth
          size="md"
          onClick={sendMagicLink}
          loading={magicLink.isPending}
          disabled={signIn.isPending}
        >
          Email me a sign-in link
        </Button>
      </Stack>
    </form>
  );
}
