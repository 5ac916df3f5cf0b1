import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink, type BackTo } from './back-link';

/** The frame of a create, detail, edit or reorder screen: a back link, a title and the content. */
export function PageFrame({
  title,
  back,
  aside,
  children,
}: {
  title: string;
  back: BackTo;
  /** Under the title (badges, View public page). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={760}>
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
