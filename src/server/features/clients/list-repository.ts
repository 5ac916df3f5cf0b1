import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type ClientSort,
  type ClientSortField,
  FUZZY_THRESHOLD,
  type SortOrder,
} from '../../../domain/clients/client-list';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema/clients';

// The clients list pages by keyset (ADR 018): each page continues after the (sort value, id) of
// the last row of the one before, so every page is one range scan of a (page_id, value, id)
// index, whatever its depth. The sort value travels as the database's own text of it (a
// timestamptz keeps its microseconds, which a JavaScript Date would lose).

export const listColumns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.primaryEmail,
  createdAt: clients.createdAt,
  lastActiveAt: clients.lastActiveAt,
  lastSessionAt: clients.lastSessionAt,
};

type SortColumn = { value: SQL | AnyPgColumn; nullable: boolean; cast: 'timestamptz' | 'text' };

const SORT_COLUMNS: Record<ClientSortField, SortColumn> = {
  createdAt: { value: clients.createdAt, nullable: false, cast: 'timestamptz' },
  lastActiveAt: { value: clients.lastActiveAt, nullable: true, cast: 'timestamptz' },
  lastSessionAt: { value: clients.lastSessionAt, nullable: true, cast: 'timestamptz' },
  // The application's lower-case fields and lower(email): the indexed orders.
  firstName: { value: clients.firstNameLower, nullable: false, cast: 'text' },
  lastName: { value: clients.lastNameLower, nullable: false, cast: 'text' },
  email: { value: sql`lower(${clients.primaryEmail})`, nullable: false, cast: 'text' },
};

/** Where the previous page stopped: its last row's sort value (null for a row without one) and id. */
export type Keyset = { value: string | null; id: string };

export type ListFilter = { pageId: string; prefix?: string };

const direction = (order: SortOrder) => (order === 'asc' ? sql`asc` : sql`desc`);
const after = (order: SortOrder) => (order === 'asc' ? sql`>` : sql`<`);

function baseWhere(filter: ListFilter): SQL {
  return and(
    eq(clients.pageId, filter.pageId),
    // spec: a query of 2 characters or fewer matches searchPrefixes (GIN array index).
    filter.prefix === undefined
      ? undefined
      : sql`${clients.searchPrefixes} @> array[${filter.prefix}]::text[]`,
  )!;
}

async function selectRange(db: DbOrTx, where: SQL, orderBy: SQL[], limit: number, cursorValue: SQL) {
  return db
    .select({ ...listColumns, cursorValue: sql<string | null>`${cursorValue}` })
    .from(clients)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
}

/**
 * One page (`limit` rows) of the page's clients in a sort order, after `keyset`. Rows without a
 * value for a nullable sort (never active, no session yet) come last in both directions: they
 * are a second range, ordered by id, read only when the rows with a value run out.
 */
export async function listClientRange(
  db: DbOrTx,
  filter: ListFilter,
  sort: ClientSort,
  keyset: Keyset | null,
  limit: number,
) {
  const column = SORT_COLUMNS[sort.field];
  const value = column.value;
  const cast = sql.raw(column.cast);
  const cursorValue = sql`${value}::text`;
  const ordered = [sql`${value} ${direction(sort.order)}`, sql`${clients.id} ${direction(sort.order)}`];
  const base = baseWhere(filter);

  if (!column.nullable || keyset?.value !== null) {
    const where = and(
      base,
      column.nullable ? sql`${value} is not null` : undefined,
      keyset
        ? sql`(${value}, ${clients.id}) ${after(sort.order)} (${keyset.value}::${cast}, ${keyset.id})`
        : undefined,
    )!;
    const rows = await selectRange(db, where, ordered, limit, cursorValue);
    if (!column.nullable || rows.length === limit) return rows;
    const rest = await selectRange(
      db,
      and(base, sql`${value} is null`)!,
      [sql`${clients.id} ${direction(sort.order)}`],
      limit - rows.length,
      cursorValue,
    );
    return [...rows, ...rest];
  }
  return selectRange(
    db,
    and(base, sql`${value} is null`, sql`${clients.id} ${after(sort.order)} ${keyset.id}`)!,
    [sql`${clients.id} ${direction(sort.order)}`],
    limit,
    cursorValue,
  );
}

/**
 * Clients whose name or email is like the query (pg_trgm word similarity of at least 0.2, which
 * the GIN trigram index on search_text answers), best match first, newest first among equals.
 * Runs in a transaction: the threshold is a setting local to it.
 */
export async function searchClientsFuzzy(
  db: DbOrTx,
  pageId: string,
  text: string,
  offset: number,
  limit: number,
) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    const score = sql`word_similarity(${text}, ${clients.searchText})`;
    return tx
      .select(listColumns)
      .from(clients)
      .where(and(eq(clients.pageId, pageId), sql`${clients.searchText} %> ${text}`))
      .orderBy(desc(score), desc(clients.createdAt), desc(clients.id))
      .offset(offset)
      .limit(limit);
  });
}

/** A batch of the export: clients newest first, after the last row of the previous batch. */
export async function exportBatch(db: DbOrTx, pageId: string, after: Keyset | null, limit: number) {
  return db
    .select({
      id: clients.id,
      createdAt: clients.createdAt,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.primaryEmail,
      lastSessionAt: clients.lastSessionAt,
      cursorValue: sql<string>`${clients.createdAt}::text`,
    })
    .from(clients)
    .where(
      and(
        eq(clients.pageId, pageId),
        after
          ? sql`(${clients.createdAt}, ${clients.id}) < (${after.value}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(limit);
}
