import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DISCOUNT_MESSAGES } from '../../../../domain/discounts/discount-input';
import { useClientSearch } from '../api/search-clients';

interface ClientPickerProps {
  value: string | null;
  /** The chosen client's name, for when they are not among the results. */
  name: string;
  error?: React.ReactNode;
  onChange: (id: string | null, name: string) => void;
}

/** The one client a code is for: a search over the page's clients. */
export function ClientPicker({ value, name, error, onChange }: ClientPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Typing the chosen client's own name is not a new search.
  const query = debounced === name ? '' : debounced;
  const clients = useClientSearch(query, true);
  const items = clients.data?.items ?? [];
  const data = items.map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName}` }));
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: name || value });

  return (
    <Select
      label="Client"
      placeholder="Search your clients"
      searchable
      clearable
      ml={32}
      maw={360}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={clients.isFetching ? 'Loading...' : 'No clients found'}
      rightSection={clients.isFetching ? <Loader size={14} /> : undefined}
      onChange={(id, option) => onChange(id, option?.label ?? '')}
      error={clients.isError ? DISCOUNT_MESSAGES.failedToLoadClients : error}
    />
  );
}
