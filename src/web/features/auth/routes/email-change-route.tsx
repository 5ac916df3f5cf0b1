import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_CHANGE_MESSAGES } from '../../../../domain/account/security-rules';
import { CenteredPage } from '../../../components/centered-page';
import { ApiError } from '../../../lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email-change';

const toAccount = (
  <Button component={Link} to="/dashboard/account" fullWidth size="md">
    Go to your account
  </Button>
);

/**
 * The confirmation link sent to the new address (issue 18, ADR 045): opening it applies the
 * change, once. The token is posted rather than read by a GET, so nothing changes by fetching
 * the link alone.
 */
export function EmailChangeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate({ token });
  });

  if (confirm.isSuccess) {
    return (
      <CenteredPage
        title="Email changed"
        description={`Your email is now ${confirm.data.email}. Use it to sign in from now on. Other devices were signed out.`}
      >
        {toAccount}
      </CenteredPage>
    );
  }
  if (!token || confirm.isError) {
    const message =
      confirm.error instanceof ApiError && confirm.error.status > 0 && confirm.error.status < 500
        ? confirm.error.message
        : token
          ? EMAIL_CHANGE_MESSAGES.failedLater
          : EMAIL_CHANGE_MESSAGES.invalidLink;
    return (
      <CenteredPage title="Email not changed">
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
          {toAccount}
        </Stack>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title="Changing your email">
      <Stack align="center" aria-busy="true">
        <Loader />
      </Stack>
    </CenteredPage>
  );
}
