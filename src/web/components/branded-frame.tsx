import { Anchor, Box, Center, Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Wordmark } from './wordmark';

/** A public page's frame outside the dashboard (the call room, a recording): the wordmark over one wide panel. */
export function BrandedFrame({ maw, p, children }: { maw: number; p: PaperProps['p']; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0" px="md" py={{ base: 24, sm: 48 }}>
      <Center mb="lg">
        <Anchor href="/" underline="never" aria-label="Slotwise">
          <Wordmark size="lg" />
        </Anchor>
      </Center>
      <Paper component="main" withBorder radius="lg" shadow="sm" maw={maw} mx="auto" p={p}>
        {children}
      </Paper>
    </Box>
  );
}
