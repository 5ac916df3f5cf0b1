import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The list while it loads: two cards of the right shape. */
export function DiscountsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading discount codes">
      {[0, 1].map((i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={8}>
              <Skeleton h={18} w={120} />
              <Skeleton h={14} w={200} />
            </Stack>
            <Stack gap={6} align="flex-end">
              <Skeleton h={20} w={80} />
              <Skeleton h={12} w={60} />
            </Stack>
          </Group>
          <Group gap="xs" mt="md">
            <Skeleton h={26} w={56} />
            <Skeleton h={26} w={56} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** A form or a detail screen while it loads. */
export function DiscountFormSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading">
      <Stack gap="md">
        <Skeleton h={36} w="60%" />
        <Skeleton h={20} w={220} />
        <Skeleton h={36} w={200} />
        <Skeleton h={20} w={300} />
        <Skeleton h={20} w={260} />
      </Stack>
    </Card>
  );
}
