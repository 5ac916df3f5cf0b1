import { Button, CloseButton, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import {
  CLIENT_SORT_FIELDS,
  type ClientSort,
  type ClientSortField,
  SEARCH_MAX,
} from '../../../../domain/clients/client-list';
import { CLIENT_CREATE_PATH, CLIENTS_EXPORT_URL } from '../paths';

const SORT_LABELS: Record<ClientSortField, string> = {
  createdAt: 'Created',
  lastActiveAt: 'Last active',
  lastSessionAt: 'Last session',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
};

/** spec §2: the search box, the export button and 'Add'; and the sort the list remembers. */
export function ClientsToolbar(props: {
  search: string;
  onSearch: (value: string) => void;
  sort: ClientSort;
  onSort: (sort: ClientSort) => void;
  /** Fuzzy results come best match first, whatever the sort. */
  ranked: boolean;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name or email"
        value={props.search}
        maxLength={SEARCH_MAX}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        rightSection={
          props.search ? <CloseButton aria-label="Clear search" onClick={() => props.onSearch('')} /> : null
        }
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label="Sort by"
        data={CLIENT_SORT_FIELDS.map((field) => ({ value: field, label: SORT_LABELS[field] }))}
        value={props.sort.field}
        onChange={(field) => field && props.onSort({ ...props.sort, field: field as ClientSortField })}
        allowDeselect={false}
        disabled={props.ranked}
        description={props.ranked ? 'Best matches first' : undefined}
        w={160}
      />
      <SegmentedControl
        aria-label="Sort order"
        data={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
        value={props.sort.order}
        onChange={(order) => props.onSort({ ...props.sort, order: order as ClientSort['order'] })}
        disabled={props.ranked}
      />
      <Group gap="sm" ml="auto">
        {/* A plain link: the browser downloads the streamed file itself, named by the server. */}
        <Button component="a" href={CLIENTS_EXPORT_URL} download variant="default">
          Export
        </Button>
        <Button component={Link} to={CLIENT_CREATE_PATH}>
          Add
        </Button>
      </Group>
    </Group>
  );
}
