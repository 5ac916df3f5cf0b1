import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The rows of a list while it loads. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Group key={row} justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Stack gap={6}>
              <Skeleton h={14} w={90} />
              <Skeleton h={12} w={70} />
            </Stack>
            <Stack gap={6}>
              <Skeleton h={16} w={180} maw="40vw" />
              <Skeleton h={12} w={120} />
            </Stack>
          </Group>
          <Skeleton h={14} w={32} />
        </Group>
      ))}
    </Stack>
  );
}

/** A form card while its data loads. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label={label} maw={760}>
      <Stack gap="md">
        <Skeleton h={24} w={220} />
        {[0, 1, 2].map((field) => (
          <Stack key={field} gap={6}>
            <Skeleton h={14} w={90} />
            <Skeleton h={36} />
          </Stack>
        ))}
        <Group grow>
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Group>
        <Group justify="flex-end">
          <Skeleton h={36} w={100} />
        </Group>
      </Stack>
    </Card>
  );
}
