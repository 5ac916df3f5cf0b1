import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The index while it loads: two cards of the right shape. */
export function WorkflowsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading workflows">
      {[0, 1].map((i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={8}>
              <Skeleton h={18} w={180} />
              <Skeleton h={12} w={110} />
            </Stack>
            <Skeleton h={20} w={56} radius="xl" />
          </Group>
          <Stack gap={6} mt="md">
            <Skeleton h={14} w="70%" />
            <Skeleton h={14} w="60%" />
          </Stack>
          <Group justify="space-between" mt="md">
            <Skeleton h={22} w={90} radius="xl" />
            <Skeleton h={26} w={110} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** A detail, edit or monitor screen while it loads. */
export function WorkflowSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading workflow">
      <Stack gap="md">
        <Skeleton h={20} w="50%" />
        <Skeleton h={14} w="80%" />
        <Skeleton h={14} w="70%" />
        <Skeleton h={14} w="75%" />
      </Stack>
    </Card>
  );
}
