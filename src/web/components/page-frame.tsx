import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink, type BackTo } from './back-link';

/**
 * The frame of a create, detail, edit or reorder screen: a back link, a title and the content. A
 * screen that is a tab of its area (the account's) has the tabs to go back by, and no back link.
 */
export function PageFrame({
  title,
  back,
  aside,
  wide,
  children,
}: {
  title: string;
  back?: BackTo;
  /** Under the title (badges, View public page). */
  aside?: ReactNode;
  /** A table that needs the whole width (the team page). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={wide ? undefined : 760}>
      <title>{`${title} · Slotwise`}</title>
      {back ? <BackLink {...back} /> : null}
      <Stack gap={4}>
        <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {aside}
      </Stack>
      {children}
    </Stack>
  );
}
