import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from '../../../components/back-link';

interface GroupPageFrameProps {
  title: string;
  description?: ReactNode;
  /** Where the back link goes and what it says ('Back to group sessions'). */
  back: { to: string; label: string };
  /** Links or buttons at the right of the title (View public page). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a page under the Group sessions tab: a back link, a title and the content. */
export function GroupPageFrame({ title, description, back, actions, children }: GroupPageFrameProps) {
  return (
    <Stack gap="md" maw={760}>
      <title>{`${title} · Slotwise`}</title>
      <BackLink {...back} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm" component="div">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
