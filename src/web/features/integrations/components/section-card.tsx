import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of the Integrations screen: its title, a line under it, an action, then its content. */
export function SectionHeader({
  id,
  title,
  description,
  action,
}: {
  id: string;
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2} style={{ flex: '1 1 280px' }}>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}

/** A list with nothing in it yet: one sentence saying what will show and how. */
export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl" style={{ borderStyle: 'dashed' }}>
      <Text c="dimmed" ta="center" maw={480} mx="auto" size="sm">
        {children}
      </Text>
    </Card>
  );
}
