import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The accounts while they load: two cards of the right shape. */
export function CalendarsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading connected calendars">
      {[0, 1].map((i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={8}>
              <Skeleton h={16} w={160} />
              <Skeleton h={12} w={200} />
            </Stack>
            <Skeleton h={20} w={84} radius="xl" />
          </Group>
          <Stack gap={10} mt="md">
            <Skeleton h={14} />
            <Skeleton h={14} w="70%" />
          </Stack>
          <Group justify="flex-end" mt="md">
            <Skeleton h={26} w={96} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
