import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink, type BackTo } from '../../../components/back-link';
import { SCHEDULING_PATH } from '../paths';

interface SchedulingPageFrameProps {
  title: string;
  /** Where the back link goes: scheduling unless said (a page under another sub-page). */
  back?: BackTo;
  description?: ReactNode;
  /** Actions at the right of the title (Add time off). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a services sub-page: a back link to scheduling, a title and the content. */
export function SchedulingPageFrame({
  title,
  back,
  description,
  actions,
  children,
}: SchedulingPageFrameProps) {
  return (
    <Stack gap="md" maw={760}>
      <title>{`${title} · Slotwise`}</title>
      <BackLink {...(back ?? { to: SCHEDULING_PATH, label: 'Back to scheduling' })} />
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
