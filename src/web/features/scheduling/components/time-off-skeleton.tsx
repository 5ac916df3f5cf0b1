import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The outline of the time off list while it loads. */
export function TimeOffSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading your time off">
      <Stack gap="sm">
        <Skeleton h={18} w={100} />
        {[0, 1, 2].map((row) => (
          <Group key={row} justify="space-between" wrap="nowrap">
            <Skeleton h={14} w={260} maw="60%" />
            <Skeleton h={24} w={100} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
