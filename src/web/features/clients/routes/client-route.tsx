import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { useClient } from '../api/get-client';
import { ClientHeader } from '../components/client-header';
import { ClientMissing } from '../components/client-missing';
import { ClientNotesTab } from '../components/client-notes-tab';
import { ClientPackagesTab } from '../components/client-packages-tab';
import { ClientSessionsTab } from '../components/client-sessions-tab';

// spec (§2): tabs chosen by ?tab=, sessions by default.
const TABS = [
  { value: 'sessions', label: 'Sessions' },
  { value: 'packages', label: 'Packages' },
  { value: 'notes', label: 'Notes' },
  { value: 'cancelled-sessions', label: 'Cancelled sessions' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** /dashboard/home/clients/{clientId}?tab=… */
export function ClientRoute() {
  const { clientId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const zone = useMe().data?.user.timezone ?? 'UTC';
  const client = useClient(clientId);
  const asked = params.get('tab');
  const tab: Tab = TABS.some((t) => t.value === asked) ? (asked as Tab) : 'sessions';

  if (client.error instanceof ApiError && [400, 404].includes(client.error.status)) return <ClientMissing />;
  if (client.isError) return <ErrorState onAction={() => client.refetch()} />;
  if (!client.data) return <Skeleton height={160} radius="lg" role="status" aria-label="Loading client" />;
  const name = `${client.data.firstName} ${client.data.lastName}`;

  return (
    <Stack gap="md">
      <title>{`${name} · Clients · Slotwise`}</title>
      <ClientHeader client={client.data} zone={zone} />
      <Tabs
        value={tab}
        onChange={(value) => value && setParams(value === 'sessions' ? {} : { tab: value })}
        keepMounted={false}
      >
        <Tabs.List aria-label={`${name}'s records`}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="sessions" pt="md">
          <ClientSessionsTab clientId={clientId} cancelled={false} zone={zone} />
        </Tabs.Panel>
        <Tabs.Panel value="packages" pt="md">
          <ClientPackagesTab clientId={clientId} zone={zone} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <ClientNotesTab clientId={clientId} zone={zone} />
        </Tabs.Panel>
        <Tabs.Panel value="cancelled-sessions" pt="md">
          <ClientSessionsTab clientId={clientId} cancelled zone={zone} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
