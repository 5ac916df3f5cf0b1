import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DISCOUNTS_PATH } from '../paths';

/** The frame of the create, detail and edit screens: a back link to the codes and a title. */
export function DiscountsPageFrame({
  title,
  aside,
  children,
}: {
  title: string;
  /** At the right of the title (badges, actions). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={760}>
      <title>{`${title} · Slotwise`}</title>
      <Anchor component={Link} to={DISCOUNTS_PATH} size="sm" fw={600} w="fit-content">
        <span aria-hidden="true">← </span>Back to discounts
      </Anchor>
      <Stack gap={6}>
        <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {aside}
      </Stack>
      {children}
    </Stack>
  );
}
