import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink, type BackTo } from '../../../components/back-link';

/** The frame of the calendars screens: a back link, a title, a line under it and the content. */
export function CalendarsPageFrame({
  title,
  back,
  description,
  actions,
  children,
}: {
  title: string;
  back: BackTo;
  description?: ReactNode;
  /** Beside the title (Connect a calendar, Sync settings); wraps under it on a phone. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={760}>
      <title>{`${title} · Slotwise`}</title>
      <BackLink {...back} />
      <Stack gap={4}>
        <Title order={2} fz={22}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" component="div">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
      {children}
    </Stack>
  );
}
