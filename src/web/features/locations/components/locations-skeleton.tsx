import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The outline of the locations screen while it loads. */
export function LocationsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading locations">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Skeleton h={22} w={280} maw="100%" />
          <Skeleton h={14} w={360} maw="100%" mb="xs" />
          {[170, 60, 140].map((width) => (
            <Group key={width} gap="sm" wrap="nowrap">
              <Skeleton h={20} w={20} circle />
              <Skeleton h={14} w={width} />
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Skeleton h={22} w={180} />
            <Skeleton h={36} w={130} />
          </Group>
          {[0, 1].map((row) => (
            <Stack key={row} gap={6}>
              <Skeleton h={16} w={160} />
              <Skeleton h={12} w={300} maw="80%" />
            </Stack>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

/** The outline of the location form while the location loads. */
export function LocationFormSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading the location">
      <Stack gap="md">
        <Skeleton h={24} w={200} />
        <Skeleton h={14} w={60} />
        <Skeleton h={36} />
        <Skeleton h={14} w={80} />
        <Skeleton h={96} />
        <Group justify="flex-end">
          <Skeleton h={36} w={100} />
        </Group>
      </Stack>
    </Card>
  );
}
