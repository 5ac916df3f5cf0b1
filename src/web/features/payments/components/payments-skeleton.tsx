import { Card, Skeleton, Stack } from '@mantine/core';

/** The cards' shape while the overview loads. */
export function PaymentsSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading">
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Skeleton height={20} width="40%" mb="md" />
          <Skeleton height={14} width="80%" />
        </Card>
      ))}
    </Stack>
  );
}
