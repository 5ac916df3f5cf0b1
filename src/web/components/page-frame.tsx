import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink, type BackTo } from './back-link';

/** The frame of a create, detail, edit or reorder screen: a back link, a title and the content. */
export function PageFrame({
  title,
  back,
  aside,
  wide,
  children,
}: {
  title: string;
  back: BackTo;
  /** Under the title (badges, View public page). */
  aside?: ReactNode;
  /** A table that needs the whole width (the team page). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={wide ? undefined : 760}>
      <title>{`${title} · Slotwise`}</title>
      <BackLink {...back} />
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
