import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small labelled value in a card's facts row. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
