import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { SessionListItemView } from '../../../../domain/sessions/session-view';
import { sessionPath } from '../paths';
import { seatsLabel, whenLabel, whoLabel } from '../session-format';
import { SessionBadges } from './session-badges';

/** The rows of a sessions list: when, title with badges, who (and seats), and a link to it. */
export function SessionRows({
  label,
  items,
  zone,
}: {
  label: string;
  items: readonly SessionListItemView[];
  zone: string;
}) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((session, index) => (
        <Fragment key={session.id}>
          {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
          <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="sm" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text size="sm" fw={600} c="indigo.7">
                {whenLabel(session, zone)}
              </Text>
              <Group gap="xs" miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {session.title}
                </Text>
                <SessionBadges session={session} />
              </Group>
              <Text size="sm" c="dimmed">
                {session.groupSize
                  ? `${whoLabel(session)} · ${seatsLabel(session.groupSize)}`
                  : whoLabel(session)}
              </Text>
            </Stack>
            <Anchor
              component={Link}
              to={sessionPath(session.id)}
              fw={600}
              size="sm"
              aria-label={`View ${session.title}, ${whenLabel(session, zone)}`}
              style={{ flexShrink: 0 }}
            >
              View
            </Anchor>
          </Group>
        </Fragment>
      ))}
    </Stack>
  );
}
