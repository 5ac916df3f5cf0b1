import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReauthenticateInput, reauthenticateInput } from '../../../../domain/account/security-input';
import { EMAIL_CHANGE_MESSAGES } from '../../../../domain/account/security-rules';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useReauthenticate, useSendReauthenticationLink } from '../api/email-change';

const FIELDS = ['password'];

/** The sign-in's own words for a refusal; any other failure is the spec's email-change one. */
function failureMessage(error: unknown): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return EMAIL_CHANGE_MESSAGES.failed;
  return apiFormErrors(error, FIELDS).message;
}

/**
 * spec doc 2 §4 Email change: a sign-in older than the re-authentication window asks to sign in
 * again, with the password or an emailed link; the change is then retried.
 */
export function ReauthenticatePanel({
  email,
  onDone,
  onCancel,
}: {
  email: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const reauthenticate = useReauthenticate();
  const link = useSendReauthenticationLink();
  const form = useForm<ReauthenticateInput>({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: zodValidate(reauthenticateInput),
  });
  const submit = form.onSubmit((values) => {
    link.reset();
    reauthenticate.mutate(reauthenticateInput.parse(values), {
      onSuccess: onDone,
      onError: (error) => form.setErrors(apiFormErrors(error, FIELDS).fields),
    });
  });

  if (link.isSuccess) {
    return (
      <Alert color="blue" variant="light" role="status">
        {`Check your inbox: we sent a sign-in link to ${email}. Open it and your email change will be sent.`}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in again">
      <Stack gap="sm">
        <Text size="sm">{EMAIL_CHANGE_MESSAGES.recentLoginRequired}</Text>
        <FormError message={failureMessage(reauthenticate.error ?? link.error)} />
        <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Group gap="sm" justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={reauthenticate.isPending} disabled={link.isPending}>
            Sign in and continue
          </Button>
        </Group>
        <Divider label="or" labelPosition="center" />
        <Button
          variant="light"
          onClick={() => {
            reauthenticate.reset();
            link.mutate();
          }}
          loading={link.isPending}
          disabled={reauthenticate.isPending}
        >
          Email me a sign-in link
        </Button>
      </Stack>
    </form>
  );
}
