import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ClientView } from '../../../../domain/clients/client-view';
import { clientEditPath } from '../paths';
import { clientDay } from './client-dates';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** The client's name, emails and dates, with Edit. */
export function ClientHeader({ client, zone }: { client: ClientView; zone: string }) {
  const others = client.emails.filter((e) => e.toLowerCase() !== client.email.toLowerCase());
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz={22}>{`${client.firstName} ${client.lastName}`}</Title>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {client.email}
            </Text>
            {others.length > 0 ? (
              <Text
                size="xs"
                c="dimmed"
                style={{ wordBreak: 'break-all' }}
              >{`Also ${others.join(', ')}`}</Text>
            ) : null}
          </Stack>
          <Button component={Link} to={clientEditPath(client.id)} variant="default">
            Edit
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact label="Created" value={clientDay(client.createdAt, zone)} />
          <Fact label="Last active" value={clientDay(client.lastActiveAt, zone)} />
          <Fact label="Last session" value={clientDay(client.lastSessionAt, zone)} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
