import { Card, Skeleton, Stack } from '@mantine/core';

/** The cards' shape while the overview loads. */
export function PaymentsSkeleton({ cards = 3, label }: { cards?: number; label: string }) {
  return (
    <Stack gap="lg" role="status" aria-label={label}>
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Skeleton height={20} width="40%" mb="md" />
          <Skeleton height={14} width="80%" />
        </Card>
      ))}
    </Stack>
  );
}
