import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TeamMemberView } from '../../../../domain/team/new-user-input';

interface TeamTableProps {
  members: TeamMemberView[];
  busyId: string | null;
  onLogInAs: (member: TeamMemberView) => void;
  onToggle: (member: TeamMemberView) => void;
}

/** spec (§2 Team page): First Name, Last Name, Email, Booking Page, Status, Actions. */
export function TeamTable({ members, busyId, onLogInAs, onToggle }: TeamTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        verticalSpacing="sm"
        striped
        highlightOnHover
        aria-label="Team members"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>First Name</Table.Th>
            <Table.Th>Last Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Booking Page</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{m.firstName}</Table.Td>
              <Table.Td>{m.lastName}</Table.Td>
              <Table.Td>{m.email}</Table.Td>
              <Table.Td>
                {m.bookingPageSlug ? (
                  <Anchor href={`/${m.bookingPageSlug}`} target="_blank" rel="noreferrer" size="sm">
                    /{m.bookingPageSlug}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge
                  color={m.disabled ? 'gray' : 'teal'}
                  variant="light"
                  style={{ flexShrink: 0, overflow: 'visible' }}
                >
                  {m.disabled ? 'Disabled' : 'Enabled'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {m.isYou ? (
                  <Text size="sm" c="dimmed">
                    You
                  </Text>
                ) : (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      disabled={m.disabled || busyId !== null}
                      onClick={() => onLogInAs(m)}
                      aria-label={`Log in as ${m.firstName} ${m.lastName}`}
                    >
                      Log in as
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={busyId === m.id}
                      disabled={busyId !== null && busyId !== m.id}
                      onClick={() => onToggle(m)}
                      aria-label={`${m.disabled ? 'Enable' : 'Disable'} ${m.firstName} ${m.lastName}`}
                    >
                      {m.disabled ? 'Enable' : 'Disable'}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
