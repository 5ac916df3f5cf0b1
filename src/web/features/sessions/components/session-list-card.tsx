import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SessionList } from '../../../../domain/sessions/session-view';
import { ErrorState } from '../../../components/error-state';
import { PageNav } from '../../../components/page-nav';
import { CardHeader, EmptyList } from '../../group-sessions/components/card-header';
import { ListSkeleton } from '../../group-sessions/components/group-skeletons';
import { useSessionsPage } from '../api/get-sessions-page';
import { SessionRows } from './session-rows';

interface SessionListCardProps {
  list: SessionList;
  title: string;
  description: string;
  empty: string;
  zone: string;
  page: number;
  onPage: (page: number) => void;
  /** Links in the header ('View cancelled'). */
  actions?: ReactNode;
}

/** One list of sessions, 10 a page (spec doc 1, §9), with Previous and Next. */
export function SessionListCard({
  list,
  title,
  description,
  empty,
  zone,
  page,
  onPage,
  actions,
}: SessionListCardProps) {
  const query = useSessionsPage(list, page);
  const id = `sessions-${list}-title`;

  let content: ReactNode;
  if (query.data) {
    const { items, hasNext } = query.data;
    content = (
      <>
        {items.length === 0 ? <EmptyList>{page > 1 ? 'No more sessions.' : empty}</EmptyList> : null}
        {items.length > 0 ? <SessionRows label={title} items={items} zone={zone} /> : null}
        <PageNav label={title} page={page} hasNext={hasNext} busy={query.isFetching} onPage={onPage} />
      </>
    );
  } else if (query.isError) {
    content = <ErrorState onAction={() => query.refetch()} />;
  } else {
    content = <ListSkeleton label={`Loading ${title.toLowerCase()}`} />;
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <CardHeader id={id} title={title} description={description} actions={actions} />
        {content}
      </Stack>
    </Card>
  );
}
