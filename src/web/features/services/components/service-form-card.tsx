import { Card } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card around the service form on the create and edit screens. */
export function ServiceFormCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      {children}
    </Card>
  );
}
