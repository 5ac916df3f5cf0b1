import { type MantineSpacing, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** Phones: a table's rows as blocks, one a row, nothing to scroll sideways (hidden from sm up). */
export function PhoneBlocks({
  label,
  gap = 'sm',
  children,
}: {
  label: string;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Stack
      gap={gap}
      hiddenFrom="sm"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {children}
    </Stack>
  );
}

/** One row of PhoneBlocks. */
export function PhoneBlock({ padding = 'sm', children }: { padding?: MantineSpacing; children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p={padding}>
      {children}
    </Paper>
  );
}
