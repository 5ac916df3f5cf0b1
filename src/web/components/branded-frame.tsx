import { Anchor, Box, Center, Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Backdrop, type BackdropImage } from './backdrop';
import { Wordmark } from './wordmark';

/**
 * A public page's frame outside the dashboard (the call room, a recording): the wordmark over one
 * wide panel, on the expert's own background image when they have one (the call room, issue 19).
 */
export function BrandedFrame({
  maw,
  p,
  background,
  children,
}: {
  maw: number;
  p: PaperProps['p'];
  background?: BackdropImage | null;
  children: ReactNode;
}) {
  return (
    <Box mih="100dvh" bg="gray.0" px="md" py={{ base: 24, sm: 48 }} pos="relative">
      {background ? <Backdrop image={background} shade={0.35} /> : null}
      <Center mb="lg" pos="relative">
        <Anchor
          href="/"
          underline="never"
          aria-label="Slotwise"
          // On a photo the wordmark sits on a white pill so it stays readable.
          {...(background ? { bg: 'white', px: 'md', py: 6, style: { borderRadius: 999 } } : {})}
        >
          <Wordmark size="lg" />
        </Anchor>
      </Center>
      <Paper component="main" withBorder radius="lg" shadow="sm" maw={maw} mx="auto" p={p} pos="relative">
        {children}
      </Paper>
    </Box>
  );
}
