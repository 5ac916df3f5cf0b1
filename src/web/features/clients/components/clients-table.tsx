import { Anchor, Card, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ClientListItemView } from '../../../../domain/clients/client-view';
import { clientPath } from '../paths';
import { clientDay } from './client-dates';

const fullName = (c: ClientListItemView) => `${c.firstName} ${c.lastName}`;

/** The clients of a page: a table on wide screens, stacked cards on a phone. */
export function ClientsTable({ clients, zone }: { clients: ClientListItemView[]; zone: string }) {
  return (
    <>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table highlightOnHover verticalSpacing="sm" aria-label="Clients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last active</Table.Th>
              <Table.Th>Last session</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clients.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={clientPath(c.id)} fw={600} size="sm">
                    {fullName(c)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {c.email}
                  </Text>
                </Table.Td>
                <Table.Td>{clientDay(c.createdAt, zone)}</Table.Td>
                <Table.Td>{clientDay(c.lastActiveAt, zone)}</Table.Td>
                <Table.Td>{clientDay(c.lastSessionAt, zone)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        hiddenFrom="sm"
        style={{ listStyle: 'none' }}
        aria-label="Clients"
      >
        {clients.map((c) => (
          <Card component="li" key={c.id} withBorder radius="md" padding="sm">
            <Anchor component={Link} to={clientPath(c.id)} fw={600}>
              {fullName(c)}
            </Anchor>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {c.email}
            </Text>
            <Text size="xs" c="dimmed">
              {`Created ${clientDay(c.createdAt, zone)} · Last active ${clientDay(c.lastActiveAt, zone)} · Last session ${clientDay(c.lastSessionAt, zone)}`}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
