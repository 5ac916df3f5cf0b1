import { Anchor, Box, Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Wordmark } from '../../components/wordmark';

/** A screen outside the dashboard shell (not found, crash): wordmark and one centred panel. */
export function PlainPage({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0" px="md" py={{ base: 32, sm: 64 }}>
      <Center mb="lg">
        <Anchor component={Link} to="/dashboard/home" underline="never" aria-label="Slotwise dashboard">
          <Wordmark size="lg" />
        </Anchor>
      </Center>
      <Paper component="main" withBorder radius="lg" shadow="sm" maw={520} mx="auto">
        {children}
      </Paper>
    </Box>
  );
}
