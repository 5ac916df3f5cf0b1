import { Card, Text } from '@mantine/core';

/** A list with nothing in it yet: one sentence saying what will show and how. */
export function EmptyCard({ children }: { children: string }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Text c="dimmed" ta="center" maw={460} mx="auto">
        {children}
      </Text>
    </Card>
  );
}
