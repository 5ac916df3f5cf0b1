import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PACKAGES_PATH } from '../../scheduling/paths';

/** The frame of the create, edit and reorder screens: a back link to the packages and a title. */
export function PackagesPageFrame({
  title,
  aside,
  children,
}: {
  title: string;
  /** At the right of the title (View public page). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={760}>
      <title>{`${title} · Slotwise`}</title>
      <Anchor component={Link} to={PACKAGES_PATH} size="sm" fw={600} w="fit-content">
        <span aria-hidden="true">← </span>Back to packages
      </Anchor>
      <Stack gap={4}>
        <Title order={2} fz={22}>
          {title}
        </Title>
        {aside}
      </Stack>
      {children}
    </Stack>
  );
}
