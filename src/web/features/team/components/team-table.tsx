import { Anchor, Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { TeamMemberView } from '../../../../domain/team/new-user-input';

interface TeamTableProps {
  members: TeamMemberView[];
  busyId: string | null;
  onLogInAs: (member: TeamMemberView) => void;
  onToggle: (member: TeamMemberView) => void;
}

function MemberActions({
  m,
  busyId,
  onLogInAs,
  onToggle,
}: Omit<TeamTableProps, 'members'> & { m: TeamMemberView }) {
  if (m.isYou)
    return (
      <Text size="sm" c="dimmed">
        You
      </Text>
    );
  return (
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
  );
}

const StatusBadge = ({ disabled }: { disabled: boolean }) => (
  <Badge color={disabled ? 'gray' : 'teal'} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
    {disabled ? 'Disabled' : 'Enabled'}
  </Badge>
);

const PageLink = ({ slug }: { slug: string | null }) =>
  slug ? (
    <Anchor href={`/${slug}`} target="_blank" rel="noreferrer" size="sm">
      /{slug}
    </Anchor>
  ) : (
    <Text size="sm" c="dimmed">
      None
    </Text>
  );

/** spec (§2 Team page): First Name, Last Name, Email, Booking Page, Status, Actions; cards on a phone. */
export function TeamTable(props: TeamTableProps) {
  const { members } = props;
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm">
        {members.map((m) => (
          <Card key={m.id} withBorder radius="md" padding="md" aria-label={`${m.firstName} ${m.lastName}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>
                  {m.firstName} {m.lastName}
                </Text>
                <StatusBadge disabled={m.disabled} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Text>
              <PageLink slug={m.bookingPageSlug} />
              <MemberActions m={m} {...props} />
            </Stack>
          </Card>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <TeamRows {...props} />
      </Box>
    </>
  );
}

function TeamRows({ members, busyId, onLogInAs, onToggle }: TeamTableProps) {
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
                <PageLink slug={m.bookingPageSlug} />
              </Table.Td>
              <Table.Td>
                <StatusBadge disabled={m.disabled} />
              </Table.Td>
              <Table.Td>
                <MemberActions m={m} busyId={busyId} onLogInAs={onLogInAs} onToggle={onToggle} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
