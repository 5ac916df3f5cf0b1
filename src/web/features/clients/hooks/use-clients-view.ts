import { useDebouncedValue, useLocalStorage, useSessionStorage } from '@mantine/hooks';
import {
  type ClientSort,
  DEFAULT_CLIENT_SORT,
  parseStoredSort,
  SEARCH_DEBOUNCE_MS,
} from '../../../../domain/clients/client-list';

// spec (§9): the sort is remembered in the browser under a clients sort key.
export const CLIENTS_SORT_KEY = 'clients-sort';
// spec (§5): the query is kept for the browser session.
export const CLIENTS_SEARCH_KEY = 'clients-search';

/** The list's sort, kept in localStorage across visits. */
export function useClientsSort() {
  return useLocalStorage<ClientSort>({
    key: CLIENTS_SORT_KEY,
    defaultValue: DEFAULT_CLIENT_SORT,
    getInitialValueInEffect: false,
    serialize: JSON.stringify,
    deserialize: (stored) => parseStoredSort(stored ?? null),
  });
}

/**
 * The search box: what is typed (kept in sessionStorage for the browser session) and the
 * trimmed query the list asks for, 500 ms after the typing stops.
 */
export function useClientsSearch() {
  const [typed, setTyped] = useSessionStorage<string>({
    key: CLIENTS_SEARCH_KEY,
    defaultValue: '',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (stored) => stored ?? '',
  });
  const [query] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  return { typed, setTyped, query };
}
