import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The endpoint list while it loads: a card of the right shape. */
export function EndpointsSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading webhooks">
      <Group justify="space-between" align="flex-start">
        <Stack gap={8}>
          <Skeleton h={16} w={240} />
          <Skeleton h={12} w={140} />
        </Stack>
        <Skeleton h={22} w={80} radius="xl" />
      </Group>
      <Group gap={6} mt="md">
        <Skeleton h={20} w={110} radius="xl" />
        <Skeleton h={20} w={130} radius="xl" />
      </Group>
      <Skeleton h={30} mt="md" />
      <Group justify="space-between" mt="md">
        <Skeleton h={26} w={60} />
        <Skeleton h={26} w={180} />
      </Group>
    </Card>
  );
}

/** The API key list while it loads. */
export function ApiKeysSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading API keys">
      {[0, 1].map((i) => (
        <Group key={i} justify="space-between" py={6}>
          <Stack gap={6}>
            <Skeleton h={14} w={140} />
            <Skeleton h={12} w={220} />
          </Stack>
          <Skeleton h={26} w={70} />
        </Group>
      ))}
    </Stack>
  );
}
