import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paged } from '../../../../domain/clients/client-view';
import { ErrorState } from '../../../components/error-state';
import { Pager } from './pager';

/** One of a client's paged lists: loading, failure, empty, the rows, and Previous / Next. */
export function PagedList<T>(props: {
  query: UseQueryResult<Paged<T>>;
  page: number;
  setPage: (page: number) => void;
  label: string;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isError && !query.data) return <ErrorState onAction={() => query.refetch()} />;
  if (!query.data)
    return (
      <Stack gap="xs" role="status" aria-label={`Loading ${props.label.toLowerCase()}`}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );
  if (query.data.items.length === 0 && props.page === 1)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {props.empty}
      </Text>
    );
  return (
    <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={props.label}>
        {query.data.items.map(props.render)}
      </Stack>
      <Pager
        label={`${props.label} pages`}
        page={props.page}
        hasNext={query.data.hasMore && !query.isPlaceholderData}
        busy={query.isFetching}
        onPrevious={() => props.setPage(props.page - 1)}
        onNext={() => props.setPage(props.page + 1)}
      />
    </Stack>
  );
}
