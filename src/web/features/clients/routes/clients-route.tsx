import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { searchMode } from '../../../../domain/clients/client-list';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/shared/messages';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { useMe } from '../../account/api/get-me';
import { useClients } from '../api/get-clients';
import { ClientsTable } from '../components/clients-table';
import { ClientsToolbar } from '../components/clients-toolbar';
import { Pager } from '../components/pager';
import { useClientsSearch, useClientsSort } from '../hooks/use-clients-view';
import { CLIENT_CREATE_PATH } from '../paths';

/** /dashboard/home/clients: search, sort, page through, export and add clients. */
export function ClientsRoute() {
  const me = useMe().data;
  return (
    <Stack gap="md">
      <title>Clients · Slotwise</title>
      {me?.bookingPage ? <ClientsList zone={me.user.timezone} /> : <BookingPageRequired title="Clients" />}
    </Stack>
  );
}

function ClientsList({ zone }: { zone: string }) {
  const [sort, setSort] = useClientsSort();
  const search = useClientsSearch();
  // Keyset pages: the cursor of every page shown so far, so Previous goes back exactly.
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({
    key: '',
    cursors: [null],
  });
  const key = `${sort.field}.${sort.order}.${search.query}`;
  const cursors = pages.key === key ? pages.cursors : [null];
  const cursor = cursors.at(-1) ?? null;
  const clients = useClients({ sort, q: search.query, cursor });
  const ranked = searchMode(search.query).kind === 'fuzzy';

  let content: React.ReactNode;
  if (clients.isError && !clients.data) {
    content = <ErrorState message={GENERIC_ERROR_MESSAGE} onAction={() => clients.refetch()} />;
  } else if (!clients.data) {
    content = (
      <Stack gap="xs" role="status" aria-label="Loading clients">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (clients.data.items.length === 0) {
    content = search.query ? (
      <Text c="dimmed" ta="center" py="xl">{`No clients match “${search.query}”.`}</Text>
    ) : (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <Text c="dimmed" maw={420}>
          No clients yet. Clients appear here when they book on your page, or add one yourself.
        </Text>
        <Button component={Link} to={CLIENT_CREATE_PATH}>
          Add a client
        </Button>
      </Stack>
    );
  } else {
    content = <ClientsTable clients={clients.data.items} zone={zone} />;
  }

  const nextCursor = clients.data?.nextCursor ?? null;
  return (
    <>
      <ClientsToolbar
        search={search.typed}
        onSearch={search.setTyped}
        sort={sort}
        onSort={setSort}
        ranked={ranked}
      />
      <Card withBorder radius="lg" padding="md">
        <Stack
          gap="md"
          style={{ opacity: clients.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={clients.isFetching}
        >
          {content}
          <Pager
            label="Client pages"
            page={cursors.length}
            hasNext={Boolean(nextCursor) && !clients.isPlaceholderData}
            busy={clients.isFetching}
            onPrevious={() => setPages({ key, cursors: cursors.slice(0, -1) })}
            onNext={() => nextCursor && setPages({ key, cursors: [...cursors, nextCursor] })}
          />
        </Stack>
      </Card>
    </>
  );
}
