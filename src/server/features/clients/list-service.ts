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

// The cursor names the order it belongs to: a keyset for one sort (and prefix), or an offset
// into ranked fuzzy results.
const cursorShape = z.union([
  z.object({ s: z.string(), v: z.string().nullable(), id: z.string() }),
  z.object({ o: z.number().int().min(0).max(1_000_000) }),
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

function toItem(row: {
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
 * A page of the expert's clients: sorted (keyset paging, ADR 018), or searched — a prefix match
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
    if (cursor && !('o' in cursor)) throw badRequest(INVALID_CURSOR);
    const offset = cursor && 'o' in cursor ? cursor.o : 0;
    const rows = await searchClientsFuzzy(db, page.id, mode.text, offset, fetch);
    const more = rows.length > CLIENTS_PAGE_SIZE;
    return {
      items: rows.slice(0, CLIENTS_PAGE_SIZE).map(toItem),
      nextCursor: more ? encode({ o: offset + CLIENTS_PAGE_SIZE }) : null,
    };
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
    items: shown.map(toItem),
    nextCursor:
      rows.length > CLIENTS_PAGE_SIZE && last
        ? encode({ s: sortKey, v: last.cursorValue, id: last.id })
        : null,
  };
}
