import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The outline of the service form while the service (or what the form needs) loads. */
export function ServiceFormSkeleton() {
  const field = (label: number) => (
    <Stack gap={6}>
      <Skeleton h={14} w={label} />
      <Skeleton h={36} />
    </Stack>
  );
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading the service">
      <Stack gap="md">
        {field(60)}
        <Stack gap={6}>
          <Skeleton h={14} w={90} />
          <Skeleton h={84} />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field(70)}
          {field(50)}
          {field(90)}
          {field(80)}
        </SimpleGrid>
        {[200, 170, 230].map((width) => (
          <Group key={width} gap="sm" wrap="nowrap">
            <Skeleton h={20} w={36} radius="xl" />
            <Skeleton h={14} w={width} />
          </Group>
        ))}
        <Group justify="flex-end" gap="sm">
          <Skeleton h={36} w={80} />
          <Skeleton h={36} w={120} />
        </Group>
      </Stack>
    </Card>
  );
}
