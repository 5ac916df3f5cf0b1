import { Anchor, Button, Collapse, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { type AppleConnectInput, appleConnectInput } from '../../../../domain/calendar/accounts';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { CONNECT_FAILED } from '../calendar-messages';

type Values = { username: string; password: string; serverUrl: string };
const FIELDS = ['username', 'password', 'serverUrl'];

/** Where app-specific passwords are made (Sign-In and Security → App-Specific Passwords). */
export const APPLE_ID_SITE = 'https://appleid.apple.com/account/manage';

/**
 * What a refused connect says: the server's own words for what the expert can act on (spec §8:
 * 'Failed to connect Apple account: ' and the reason; the limit; already connected), else
 * 'Something went wrong.'.
 */
export function appleFailureMessage(error: unknown): string | null {
  if (!error) return null;
  const { message } = apiFormErrors(error, FIELDS);
  if (message === null) return null;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? message : CONNECT_FAILED;
}

/** spec §5 Apple calendar: the Apple ID and an app-specific password, or another CalDAV server. */
export function AppleConnectForm({
  initialUsername,
  accountId,
  saving,
  error,
  onSubmit,
}: {
  initialUsername: string;
  /** Reconnects this account. */
  accountId: string | null;
  saving: boolean;
  error: unknown;
  onSubmit: (input: AppleConnectInput) => Promise<unknown>;
}) {
  const [otherServer, setOtherServer] = useState(false);
  // A closed disclosure means iCloud: what was typed there is neither checked nor sent.
  const otherServerRef = useRef(otherServer);
  otherServerRef.current = otherServer;
  const validate = zodValidate<Values>(appleConnectInput);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: initialUsername, password: '', serverUrl: '' },
    validate: (values) => validate({ ...values, serverUrl: otherServerRef.current ? values.serverUrl : '' }),
  });

  const submit = form.onSubmit(async (values) => {
    const input = appleConnectInput.parse({
      ...values,
      serverUrl: otherServer ? values.serverUrl : '',
      ...(accountId ? { accountId } : {}),
    });
    try {
      await onSubmit(input);
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, FIELDS).fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Connect Apple iCloud">
      <Stack gap="md">
        <FormError message={appleFailureMessage(error)} />
        <TextInput
          label="Apple ID"
          type="email"
          autoComplete="username"
          description={otherServer ? 'Or the user name your CalDAV server gives you.' : undefined}
          {...form.getInputProps('username')}
        />
        <PasswordField
          label="App-specific password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Text size="sm" c="dimmed">
          {'Apple asks other apps for an app-specific password, not your Apple ID password. Make one at '}
          <Anchor href={APPLE_ID_SITE} target="_blank" rel="noopener noreferrer" size="sm">
            appleid.apple.com
          </Anchor>
          {': Sign-In and Security, then App-Specific Passwords.'}
        </Text>
        <Stack gap="xs">
          <UnstyledButton
            onClick={() => setOtherServer((open) => !open)}
            aria-expanded={otherServer}
            fz="sm"
            fw={600}
            c="blue.7"
            w="fit-content"
          >
            <span aria-hidden="true">{otherServer ? '▾ ' : '▸ '}</span>
            Other CalDAV server
          </UnstyledButton>
          <Collapse expanded={otherServer}>
            <TextInput
              label="Server address"
              description="For Fastmail, Nextcloud or another CalDAV server: the address it gives for calendar apps, such as https://caldav.fastmail.com."
              placeholder="https://"
              autoComplete="url"
              {...form.getInputProps('serverUrl')}
            />
          </Collapse>
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {accountId ? 'Reconnect' : 'Connect'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
