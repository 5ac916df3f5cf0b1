import { Blockquote, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BookedPackageDetailView } from '../../../../domain/booked-packages/booked-package-view';
import { ExpiryBadge } from '../../../components/expiry-badge';
import { clientName, dayLabel, dayTimeLabel, sessionsLeftLabel } from '../booked-package-format';
import { bookedPackageActionPath } from '../paths';
import { Fact } from './fact';

/** spec (doc 1, §2): the package and its client, with the message they left; edit and expiry. */
export function PackageSummaryCard({ booked, zone }: { booked: BookedPackageDetailView; zone: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="booked-package-title">
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={2} fz={24} id="booked-package-title" style={{ overflowWrap: 'anywhere' }}>
            {booked.package.title}
          </Title>
          {booked.expiresAt !== null || booked.creditsLeft === 0 ? (
            <ExpiryBadge item={booked} zone={zone} />
          ) : null}
        </Group>
        <Group gap="xl" align="flex-start">
          <Fact label="Client">{clientName(booked.client)}</Fact>
          <Fact label="Email">{booked.client.email}</Fact>
          <Fact label="Bought">{dayLabel(booked.createdAt, zone)}</Fact>
          <Fact label="Expires">{booked.expiresAt ? dayTimeLabel(booked.expiresAt, zone) : 'Never'}</Fact>
          <Fact label="Credits left">{sessionsLeftLabel(booked.creditsLeft)}</Fact>
        </Group>
        {booked.client.message ? (
          <Blockquote color="indigo" p="sm" radius="md" cite={`— ${booked.client.firstName}`}>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {booked.client.message}
            </Text>
          </Blockquote>
        ) : (
          <Text size="sm" c="dimmed">
            No message from the client.
          </Text>
        )}
        <Group gap="sm">
          <Button component={Link} to={bookedPackageActionPath(booked.id, 'edit')} variant="light">
            Edit sessions
          </Button>
          <Button component={Link} to={bookedPackageActionPath(booked.id, 'expiration')} variant="light">
            Change expiry
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
