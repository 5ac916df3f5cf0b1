import { Anchor, Card, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExpiryBadge } from '../../../components/expiry-badge';
import { useClientPackages } from '../api/get-client-lists';
import { bookedPackagePath } from '../paths';
import { clientDay } from './client-dates';
import { PagedList } from './paged-list';

/** The client's booked packages: title, bought, credits left, expiry (spec §4: Completed, Expired). */
export function ClientPackagesTab({ clientId, zone }: { clientId: string; zone: string }) {
  const [page, setPage] = useState(1);
  const packages = useClientPackages(clientId, page);
  return (
    <PagedList
      query={packages}
      page={page}
      setPage={setPage}
      label="Packages"
      empty="No packages bought yet."
      render={(p) => {
        return (
          <Card component="li" key={p.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={bookedPackagePath(p.id)} fw={600}>
                  {p.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {`Bought ${clientDay(p.createdAt, zone)} · ${p.creditsLeft} of ${p.creditsTotal} credits left`}
                </Text>
              </div>
              <ExpiryBadge item={p} zone={zone} />
            </Group>
          </Card>
        );
      }}
    />
  );
}
