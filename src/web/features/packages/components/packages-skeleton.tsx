import { Card, Group, Skeleton, Stack } from '@mantine/core';

// spec (doc 2, §8): 'Loading...' is what the packages screens say while they load.
export const LOADING_LABEL = 'Loading...';

/** The outline of the packages list while it loads. */
export function PackagesSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label={LOADING_LABEL}>
      {[220, 160, 190].map((width) => (
        <Card key={width} withBorder radius="lg" padding="lg">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={18} w={width} maw="80%" />
              <Skeleton h={12} w={280} maw="90%" />
              <Skeleton h={12} w={90} />
            </Stack>
            <Skeleton h={20} w={80} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The outline of the package form while the package or its options load. */
export function PackageFormSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label={LOADING_LABEL}>
      {[3, 3, 2].map((rows, card) => (
        <Card key={card} withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Skeleton h={20} w={160} />
            {Array.from({ length: rows }, (_, row) => (
              <Stack key={row} gap={6}>
                <Skeleton h={12} w={90} />
                <Skeleton h={row === 1 && card === 0 ? 120 : 36} />
              </Stack>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
