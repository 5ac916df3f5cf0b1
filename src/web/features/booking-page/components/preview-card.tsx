import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The 'Preview' card beside a booking page settings form: how the public page will look. */
export function PreviewCard({ children }: { children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label="Preview"
      style={{ alignSelf: 'start' }}
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          Preview
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
