import { Card } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card a create or edit form sits in. */
export function GroupFormCard({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={label}>
      {children}
    </Card>
  );
}
