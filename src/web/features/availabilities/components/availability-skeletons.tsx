import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The outline of the weekly hours while the availability loads. */
export function AvailabilitySkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading the availability">
      <Stack gap="md">
        <Skeleton h={22} w={160} />
        <Skeleton h={14} w={420} maw="100%" />
        <Skeleton h={14} w={90} />
        <Skeleton h={36} maw={420} />
        {[0, 1, 2, 3, 4, 5, 6].map((day) => (
          <Group key={day} gap="md" wrap="nowrap" py={6}>
            <Group gap="sm" wrap="nowrap" w={152} style={{ flexShrink: 0 }}>
              <Skeleton h={20} w={36} radius="xl" />
              <Skeleton h={14} w={80} />
            </Group>
            {day < 5 ? (
              <>
                <Skeleton h={36} w={104} />
                <Skeleton h={36} w={104} visibleFrom="xs" />
              </>
            ) : (
              <Skeleton h={14} w={90} />
            )}
          </Group>
        ))}
        <Group justify="flex-end">
          <Skeleton h={36} w={80} />
        </Group>
      </Stack>
    </Card>
  );
}

/** The outline of the create and rename forms while what they need loads. */
export function NameFormSkeleton({ label, fields = 1 }: { label: string; fields?: number }) {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label={label}>
      <Stack gap="md">
        {Array.from({ length: fields }, (_, i) => (
          <Stack key={i} gap={6}>
            <Skeleton h={14} w={80} />
            <Skeleton h={36} />
          </Stack>
        ))}
        <Group justify="flex-end">
          <Skeleton h={36} w={140} />
        </Group>
      </Stack>
    </Card>
  );
}
