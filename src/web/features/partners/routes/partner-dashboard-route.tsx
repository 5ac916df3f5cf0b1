import { Badge, Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api-client';
import { usePartnerDashboard } from '../api/get-partner-dashboard';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** /dashboard-partner/{partnerId} (spec doc 2 §2 Account, §6 partner admin): the partner's experts. */
export function PartnerDashboardRoute() {
  const { partnerId = '' } = useParams();
  const dashboard = usePartnerDashboard(partnerId);
  if (dashboard.error instanceof ApiError && dashboard.error.status === 404) return <NotFound />;
  const back = { to: '/dashboard/account', label: 'Back to account' };
  if (dashboard.isError) {
    return (
      <PageFrame title="Partner dashboard" back={back}>
        <ErrorState onAction={() => void dashboard.refetch()} />
      </PageFrame>
    );
  }
  if (!dashboard.data) {
    return (
      <PageFrame title="Partner dashboard" back={back}>
        <Skeleton height={240} radius="lg" aria-busy="true" />
      </PageFrame>
    );
  }
  const { name, experts } = dashboard.data;
  return (
    <PageFrame title={name} back={back} aside={<Badge variant="light">Partner dashboard</Badge>}>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Text fw={600}>
            {experts.length === 1 ? '1 expert' : `${experts.length} experts`} attached to {name}
          </Text>
          {experts.length === 0 ? (
            <Text size="sm" c="dimmed">
              No experts are attached to this partner yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Expert</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Signed up</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {experts.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        {e.firstName} {e.lastName}
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.email}</Table.Td>
                      <Table.Td>{e.planName}</Table.Td>
                      <Table.Td>{dateFormat.format(new Date(e.signedUpAt))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
    </PageFrame>
  );
}
