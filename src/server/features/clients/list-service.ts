import { z } from 'zod';
import {
  CLIENTS_PAGE_SIZE,
  type ClientListQuery,
  type ClientSort,
  clientListQuery,
  searchMode,
} from '../../../domain/clients/client-list';
import type { ClientListItemView, ClientListPageView } from '../../../domain/clients/client-view';
import type { Db } from '../../db/client';
import { badRequest, validationError } from '../../http/errors';
import { requireBookingPage } from '../booking-page/service';
import { type Keyset, listClientRange, searchClientsFuzzy } from './list-repository';

export const INVALID_CURSOR = 'This page of clients is no longer available. Please start again.';

// The cursor names the order it belongs to: a keyset for one sort (and prefix), or a tier and an
// offset into fuzzy results.
const cursorShape = z.union([
  z.object({ s: z.string(), v: z.string().nullable(), id: z.string() }),
  z.object({ t: z.enum(['close', 'other']), o: z.number().int().min(0).max(1_000_000) }),
]);
type Cursor = z.infer<typeof cursorShape>;

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decode(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    return cursorShape.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const isTimestampSort = (sort: ClientSort) =>
  ['createdAt', 'lastActiveAt', 'lastSessionAt'].includes(sort.field);

export function toListItem(row: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  lastActiveAt: Date | null;
  lastSessionAt: Date | null;
}): ClientListItemView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    lastSessionAt: row.lastSessionAt?.toISOString() ?? null,
  };
}

/**
 * A page of the expert's clients: sorted (keyset paging, ADR 019), or searched — a prefix match
 * in the same sort for 2 characters or fewer, ranked fuzzy matches for longer queries.
 */
export async function listClients(
  db: Db,
  userId: string,
  query: ClientListQuery,
): Promise<ClientListPageView> {
  const parsed = clientListQuery.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  const { sort: field, order, q } = parsed.data;
  const sort: ClientSort = { field, order };
  const page = await requireBookingPage(db, userId);
  const mode = searchMode(q);
  const cursor = decode(parsed.data.cursor);
  // spec (§7): 26 fetched per 25 shown, the 26th telling that a next page exists.
  const fetch = CLIENTS_PAGE_SIZE + 1;

  if (mode.kind === 'fuzzy') {
    if (cursor && !('t' in cursor)) throw badRequest(INVALID_CURSOR);
    return searchFuzzy(db, page.id, mode.text, cursor && 't' in cursor ? cursor : { t: 'close', o: 0 });
  }

  const sortKey = `${field}.${order}.${mode.kind === 'prefix' ? mode.prefix : ''}`;
  let keyset: Keyset | null = null;
  if (cursor) {
    if (!('s' in cursor) || cursor.s !== sortKey) throw badRequest(INVALID_CURSOR);
    if (cursor.v !== null && isTimestampSort(sort) && !TIMESTAMP.test(cursor.v))
      throw badRequest(INVALID_CURSOR);
    keyset = { value: cursor.v, id: cursor.id };
  }
  const rows = await listClientRange(
    db,
    { pageId: page.id, prefix: mode.kind === 'prefix' ? mode.prefix : undefined },
    sort,
    keyset,
    fetch,
  );
  const shown = rows.slice(0, CLIENTS_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    items: shown.map(toListItem),
    nextCursor:
      rows.length > CLIENTS_PAGE_SIZE && last
        ? encode({ s: sortKey, v: last.cursorValue, id: last.id })
        : null,
  };
}

type FuzzyCursor = { t: 'close' | 'other'; o: number };

/**
 * Fuzzy results in two tiers, close matches first (ADR 019): a page that the close matches do
 * not fill continues with the other matches, and the cursor says where the next page starts.
 */
async function searchFuzzy(
  db: Db,
  pageId: string,
  text: string,
  at: FuzzyCursor,
): Promise<ClientListPageView> {
  const fetch = CLIENTS_PAGE_SIZE + 1;
  const rows = await searchClientsFuzzy(db, pageId, text, at.t, at.o, fetch);
  let next: FuzzyCursor | null =
    rows.length > CLIENTS_PAGE_SIZE ? { t: at.t, o: at.o + CLIENTS_PAGE_SIZE } : null;
  if (at.t === 'close' && rows.length < fetch) {
    const room = CLIENTS_PAGE_SIZE - rows.length;
    const others = await searchClientsFuzzy(db, pageId, text, 'other', 0, room + 1);
    rows.push(...others);
    if (others.length > room) next = { t: 'other', o: room };
  }
  return { items: rows.slice(0, CLIENTS_PAGE_SIZE).map(toListItem), nextCursor: next ? encode(next) : null };
}
