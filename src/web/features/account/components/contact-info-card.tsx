import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type EmailChangeInput, emailChangeInput } from '../../../../domain/account/security-input';
import { EMAIL_CHANGE_MESSAGES, RECENT_LOGIN_REQUIRED_CODE } from '../../../../domain/account/security-rules';
import { FormError } from '../../../components/form-error';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useResendVerificationEmail } from '../../auth/api/resend-verification-email';
import { useRequestEmailChange } from '../api/email-change';
import { ReauthenticatePanel } from './reauthenticate-panel';

const FIELDS = ['email'];
/** The address waiting for a re-authentication by magic link, which reloads the screen. */
const PENDING_KEY = 'slotwise.pendingEmailChange';

/** spec doc 2 §8, email change: the server's words for a refusal, the spec's for the rest. */
function failureMessage(error: unknown): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError) || error.status === 0) return EMAIL_CHANGE_MESSAGES.failed;
  if (error.status >= 500) return EMAIL_CHANGE_MESSAGES.failedLater;
  return apiFormErrors(error, FIELDS).message;
}

const needsRecentLogin = (error: unknown) =>
  error instanceof ApiError && error.code === RECENT_LOGIN_REQUIRED_CODE;

/** spec doc 2 §2 Contact info: the email, 'Unverified' with a resend, and the email change. */
export function ContactInfoCard({ email, verified }: { email: string; verified: boolean }) {
  const [searchParams] = useSearchParams();
  // Back from the emailed sign-in link with a change waiting: the form retries it.
  const [changing, setChanging] = useState(
    () => searchParams.has('reauthenticated') && sessionStorage.getItem(PENDING_KEY) !== null,
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="account-contact-info">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="account-contact-info">
          Contact info
        </Title>
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            {verified ? null : (
              <Badge color="yellow" variant="light">
                Unverified
              </Badge>
            )}
          </Group>
          {changing ? null : (
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setSentTo(null);
                setChanging(true);
              }}
            >
              Change email
            </Button>
          )}
        </Group>
        {verified ? null : <ResendVerification />}
        {sentTo ? (
          <Text size="sm" c="teal.8" role="status">
            {`We sent a confirmation link to ${sentTo}. Your email changes when you open it.`}
          </Text>
        ) : null}
        {changing ? (
          <EmailChangeForm
            currentEmail={email}
            onCancel={() => setChanging(false)}
            onSent={(to) => {
              setChanging(false);
              setSentTo(to);
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

function ResendVerification() {
  const resend = useResendVerificationEmail();
  if (resend.isSuccess)
    return (
      <Text size="sm" c="teal.8" role="status">
        Sent! Check your inbox.
      </Text>
    );
  return (
    <Group gap="sm">
      <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend verification email
      </Button>
      {resend.isError ? (
        <Text size="xs" c="red.7" role="alert">
          {errorMessage(resend.error)}
        </Text>
      ) : null}
    </Group>
  );
}

function EmailChangeForm({
  currentEmail,
  onCancel,
  onSent,
}: {
  currentEmail: string;
  onCancel: () => void;
  onSent: (email: string) => void;
}) {
  const change = useRequestEmailChange();
  const [searchParams, setSearchParams] = useSearchParams();
  const [reauthenticating, setReauthenticating] = useState(false);
  const form = useForm<EmailChangeInput>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zodValidate(emailChangeInput),
  });

  const send = (input: EmailChangeInput) => {
    change.mutate(input, {
      onSuccess: (sent) => {
        sessionStorage.removeItem(PENDING_KEY);
        onSent(sent.email);
      },
      onError: (error) => {
        // spec §4: requires-recent-login asks to sign in again, then the change is retried.
        if (needsRecentLogin(error)) {
          sessionStorage.setItem(PENDING_KEY, input.email);
          setReauthenticating(true);
        } else form.setErrors(apiFormErrors(error, FIELDS).fields);
      },
    });
  };
  const submit = form.onSubmit((values) => send(emailChangeInput.parse(values)));

  // Back from the emailed sign-in link: retry the change that was waiting for it, once.
  const retried = useRef(false);
  useEffect(() => {
    if (retried.current || !searchParams.has('reauthenticated')) return;
    retried.current = true;
    const pending = sessionStorage.getItem(PENDING_KEY);
    setSearchParams({}, { replace: true });
    if (!pending) return;
    form.setFieldValue('email', pending);
    send({ email: pending });
  });

  if (reauthenticating) {
    return (
      <ReauthenticatePanel
        email={currentEmail}
        onDone={() => {
          setReauthenticating(false);
          send({ email: form.getValues().email.trim() });
        }}
        onCancel={() => {
          sessionStorage.removeItem(PENDING_KEY);
          setReauthenticating(false);
          change.reset();
        }}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError message={needsRecentLogin(change.error) ? null : failureMessage(change.error)} />
        <TextInput
          label="New email"
          type="email"
          autoComplete="email"
          description="We will send a confirmation link to the new address"
          {...form.getInputProps('email')}
        />
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Send confirmation link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
