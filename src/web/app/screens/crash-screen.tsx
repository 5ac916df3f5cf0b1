import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/shared/messages';
import { reportError } from '../../lib/error-reporting';
import { PlainPage } from './plain-page';

function CrashMessage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" role="alert">
      <title>Something went wrong · Slotwise</title>
      <Title order={1} fz={22}>
        {GENERIC_ERROR_MESSAGE}
      </Title>
      <Text c="dimmed" maw={360}>
        Reloading the page usually helps. Nothing you saved is lost.
      </Text>
      <Button mt="sm" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}

/** The root error boundary: a render crash anywhere outside the dashboard content. */
export function CrashScreen() {
  return (
    <PlainPage>
      <CrashMessage />
    </PlainPage>
  );
}

/** The same, inside the dashboard shell, so the navigation stays usable. */
export function InShellCrash() {
  return <CrashMessage />;
}
