import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The outline of the scheduling rules form while it loads. */
export function SchedulingRulesSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading the scheduling rules">
      <Stack gap="lg">
        {[0, 1, 2].map((section) => (
          <Stack key={section} gap="xs">
            <Skeleton h={18} w={180} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {[0, 1].map((field) => (
                <Stack key={field} gap={6}>
                  <Skeleton h={14} w={120} />
                  <Skeleton h={12} w={220} maw="90%" />
                  <Skeleton h={36} />
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Skeleton h={36} w={80} />
        </Group>
      </Stack>
    </Card>
  );
}
