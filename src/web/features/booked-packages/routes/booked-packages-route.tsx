import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { PageNav } from '../../../components/page-nav';
import { useMe } from '../../account/api/get-me';
import { CardHeader, EmptyList } from '../../group-sessions/components/card-header';
import { ListSkeleton } from '../../group-sessions/components/group-skeletons';
import { usePageParam } from '../../sessions/hooks/use-page-param';
import { useBookedPackagesPage } from '../api/get-booked-packages-page';
import { BookedPackagesTable } from '../components/booked-packages-table';

const TITLE = 'Booked packages';

/** /dashboard/home/packages: the packages clients bought, newest first, 10 a page (spec doc 1, §2, §9). */
export function BookedPackagesRoute() {
  const zone = useMe().data!.user.timezone;
  const [page, setPage] = usePageParam('page');
  const query = useBookedPackagesPage(page);

  let content: ReactNode;
  if (query.data) {
    const { items, hasNext } = query.data;
    content = (
      <>
        {items.length === 0 ? (
          <EmptyList>
            {page > 1
              ? 'No more packages.'
              : 'No packages bought yet. Clients buy them on your booking page.'}
          </EmptyList>
        ) : (
          <BookedPackagesTable items={items} zone={zone} />
        )}
        <PageNav label={TITLE} page={page} hasNext={hasNext} busy={query.isFetching} onPage={setPage} />
      </>
    );
  } else if (query.isError) {
    content = <ErrorState onAction={() => query.refetch()} />;
  } else {
    content = <ListSkeleton label="Loading booked packages" />;
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="booked-packages-title">
      <title>Packages · Slotwise</title>
      <Stack gap="md">
        <CardHeader
          id="booked-packages-title"
          title={TITLE}
          description={`Packages your clients bought, newest first. Dates are in your time zone (${zone}).`}
          actions={null}
        />
        {content}
      </Stack>
    </Card>
  );
}
