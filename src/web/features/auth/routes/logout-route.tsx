import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CenteredPage } from '../../../components/centered-page';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useSignOut } from '../api/sign-out';

export function LogoutRoute() {
  const signOut = useSignOut();
  const started = useRef(false);
  const { mutate } = signOut;

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (signOut.isError) {
    return (
      <CenteredPage title="Sign out">
        <Stack gap="md">
          <FormError message={errorMessage(signOut.error)} />
          <Button fullWidth size="md" onClick={() => mutate()}>
            Try again
          </Button>
        </Stack>
      </CenteredPage>
    );
  }

  if (!signOut.isSuccess) {
    return (
      <CenteredPage title="Signing you out">
        <Stack align="center" py="md" role="status">
          <Loader />
          <Text c="dimmed" size="sm">
            One moment…
          </Text>
        </Stack>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      title="You're signed out"
      description="See you soon. Your booking page keeps taking bookings."
    >
      <Button component={Link} to="/login" fullWidth size="md">
        Sign in again
      </Button>
    </CenteredPage>
  );
}
