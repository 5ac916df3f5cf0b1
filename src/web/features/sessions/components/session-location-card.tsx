import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  CLIENTS_JOIN_BY_THEIR_LINK,
  CLIENTS_TOLD_YOU_SEND_THE_LINK,
  meetingPlace,
} from '../../../../domain/locations/meeting-place';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';

const KIND = { daily: 'Built-in video call', zoom: 'Zoom' } as const;

/**
 * Where the session takes place, and only the real place (ADR 030). A built-in video session has
 * 'Join now' to its call room /s/{id} until it has ended (spec doc 1 §2, issue 17, ADR 040).
 */
export function SessionLocationCard({ session }: { session: SessionDetailView }) {
  const { location } = session;
  const joinable =
    location.type === 'daily' &&
    session.status === 'confirmed' &&
    new Date(session.end).getTime() > Date.now();
  const place = meetingPlace(location);
  const title = location.type === 'custom' ? (location.name ?? 'Custom location') : KIND[location.type];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="session-location-title">
      <Stack gap={2} miw={0}>
        <Title order={3} fz="md" id="session-location-title">
          Location
        </Title>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        {place.kind === 'link' ? (
          <Anchor
            href={place.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {place.url}
          </Anchor>
        ) : null}
        {joinable ? (
          <Button component={Link} to={`/s/${encodeURIComponent(session.id)}`} mt="xs">
            Join now
          </Button>
        ) : null}
        {location.type === 'daily' ? (
          <Text size="sm" c="dimmed">
            {CLIENTS_JOIN_BY_THEIR_LINK}
          </Text>
        ) : place.kind === 'expert-sends-link' ? (
          <Text size="sm" c="dimmed">
            {CLIENTS_TOLD_YOU_SEND_THE_LINK}
          </Text>
        ) : null}
        {place.kind === 'address' && location.details ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {location.details}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
