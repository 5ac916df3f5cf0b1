import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/shared/messages';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton } from '../../group-sessions/components/group-skeletons';
import { SessionRows } from '../../sessions/components/session-rows';
import { usePackageSessions } from '../api/get-package-sessions';

/** spec (doc 1, §2, §9): the sessions booked with one credit, 10 a page, each linking to it. */
export function PackageSessionsList({
  packageId,
  credit,
  label,
  zone,
}: {
  packageId: string;
  /** The credit's id, or 'included'. */
  credit: string;
  label: string;
  zone: string;
}) {
  const [page, setPage] = useState(1);
  const query = usePackageSessions(packageId, credit, page);
  if (query.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {GENERIC_ERROR_MESSAGE}
      </Text>
    );
  }
  if (!query.data) return <ListSkeleton label={`Loading ${label.toLowerCase()}`} rows={2} />;
  const { items, hasNext } = query.data;
  return (
    <Stack gap="xs" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-2)' }}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sessions booked yet.
        </Text>
      ) : (
        <SessionRows label={label} items={items} zone={zone} />
      )}
      <PageNav label={label} page={page} hasNext={hasNext} busy={query.isFetching} onPage={setPage} />
    </Stack>
  );
}
