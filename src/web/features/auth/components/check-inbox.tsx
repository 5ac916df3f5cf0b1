import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { MailIcon } from '../../../components/icons';

/** The confirmation after an email was (maybe) sent: what to do next, in the user's words. */
export function CheckInbox({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="md" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" variant="light">
        <MailIcon size={28} />
      </ThemeIcon>
      <Text>{children}</Text>
      {action}
    </Stack>
  );
}
