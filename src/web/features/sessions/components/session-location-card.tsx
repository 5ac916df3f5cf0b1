import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { useNow } from '../../scheduling/hooks/use-now';
import { joinPath } from '../paths';
import { hasEnded } from '../session-format';

const KIND = { daily: 'Built-in video call', zoom: 'Zoom' } as const;

/** Where the session takes place; 'Join now' only until it has ended (spec doc 1, §2). */
export function SessionLocationCard({ session }: { session: SessionDetailView }) {
  // Re-rendered each second, so the button goes when the session ends.
  const now = useNow();
  const { location } = session;
  const joinable = session.status === 'confirmed' && !hasEnded(session, now);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="session-location-title">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
          <Title order={3} fz="md" id="session-location-title">
            Location
          </Title>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {location.type === 'custom' ? (location.name ?? 'Custom location') : KIND[location.type]}
          </Text>
          {location.type === 'custom' && location.details ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {location.details}
            </Text>
          ) : null}
        </Stack>
        {joinable ? (
          <Button component="a" href={joinPath(session.id)} target="_blank" rel="noopener noreferrer">
            Join now
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
