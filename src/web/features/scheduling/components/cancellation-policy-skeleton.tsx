import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The outline of the cancellation policy form while it loads. */
export function CancellationPolicySkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading the cancellation policy">
      <Stack gap="lg">
        {[0, 1].map((section) => (
          <Stack key={section} gap="sm">
            <Skeleton h={20} w={140} />
            <Group gap="sm" wrap="nowrap">
              <Skeleton h={20} w={36} radius="xl" />
              <Skeleton h={14} w={150} />
            </Group>
            <Skeleton h={14} w={110} />
            <Skeleton h={36} maw={280} />
          </Stack>
        ))}
        <Group justify="flex-end">
          <Skeleton h={36} w={90} />
        </Group>
      </Stack>
    </Card>
  );
}
