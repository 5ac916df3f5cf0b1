import { z } from 'zod';

// spec (§9): client sort fields, each ascending or descending; default createdAt descending;
// pages of 25 (26 fetched to know whether there is a next one).
export const CLIENT_SORT_FIELDS = [
  'createdAt',
  'lastActiveAt',
  'lastSessionAt',
  'firstName',
  'lastName',
  'email',
] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';
export type ClientSort = { field: ClientSortField; order: SortOrder };
export const DEFAULT_CLIENT_SORT: ClientSort = { field: 'createdAt', order: 'desc' };
export const CLIENTS_PAGE_SIZE = 25;

// spec (§5, §9): a query of 2 characters or fewer is a prefix match on searchPrefixes; a longer
// one a fuzzy match on name or email with a 0.2 threshold.
export const SEARCH_PREFIX_LENGTH = 2;
export const FUZZY_THRESHOLD = 0.2;
/** Fuzzy matches at least this similar are listed first (ADR 019). */
export const CLOSE_MATCH = 0.5;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MAX = 100;

export type SearchMode =
  | { kind: 'none' }
  | { kind: 'prefix'; prefix: string }
  | { kind: 'fuzzy'; text: string };

/** How a query is matched: nothing, a prefix of the search fields, or fuzzily. */
export function searchMode(query: string | undefined): SearchMode {
  const text = (query ?? '').trim().toLowerCase();
  const length = Array.from(text).length;
  if (length === 0) return { kind: 'none' };
  if (length <= SEARCH_PREFIX_LENGTH) return { kind: 'prefix', prefix: text };
  return { kind: 'fuzzy', text: fuzzyText(text) };
}

/**
 * What a fuzzy query is compared with: an email address is matched by its part before the @
 * when that part says enough (3 characters or more). The domain is shared by many clients and
 * says little about who is meant, yet it would make every one of them a candidate (ADR 019).
 */
function fuzzyText(text: string): string {
  const at = text.indexOf('@');
  if (at < 0) return text;
  const local = text.slice(0, at).trim();
  return Array.from(local).length >= 3 ? local : text;
}

export const clientListQuery = z.object({
  sort: z.enum(CLIENT_SORT_FIELDS).default(DEFAULT_CLIENT_SORT.field),
  order: z.enum(['asc', 'desc']).default(DEFAULT_CLIENT_SORT.order),
  q: z
    .string()
    .max(SEARCH_MAX, `Too long, please limit the search to ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v?.trim() ?? ''),
  // Opaque: the API's own answer from the previous page.
  cursor: z.string().max(1000).optional(),
});
export type ClientListQuery = z.input<typeof clientListQuery>;

/** The sort the list remembers in the browser, or the default when it is missing or unreadable. */
export function parseStoredSort(stored: string | null): ClientSort {
  if (!stored) return DEFAULT_CLIENT_SORT;
  try {
    const value = JSON.parse(stored) as Partial<ClientSort>;
    if (
      CLIENT_SORT_FIELDS.includes(value.field as ClientSortField) &&
      (value.order === 'asc' || value.order === 'desc')
    )
      return { field: value.field as ClientSortField, order: value.order };
  } catch {}
  return DEFAULT_CLIENT_SORT;
}
