import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list card's title, a line under it and its buttons, wrapping under each other on phones. */
export function CardHeader(props: { id: string; title: string; description: string; actions: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} style={{ flex: '1 1 240px' }}>
        <Title order={2} fz="lg" id={props.id}>
          {props.title}
        </Title>
        <Text c="dimmed" size="sm">
          {props.description}
        </Text>
      </Stack>
      <Group gap="xs">{props.actions}</Group>
    </Group>
  );
}

/** The grey panel of an empty list. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <Text
      c="dimmed"
      ta="center"
      py="lg"
      px="md"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      {children}
    </Text>
  );
}
