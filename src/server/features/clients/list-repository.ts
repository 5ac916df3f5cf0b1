import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CLOSE_MATCH,
  type ClientSort,
  type ClientSortField,
  FUZZY_THRESHOLD,
  type SortOrder,
} from '../../../domain/clients/client-list';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema/clients';

// The clients list pages by keyset (ADR 019): each page continues after the (sort value, id) of
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

/** How many of the newest close matches are ranked by similarity (ADR 019). */
export const RANKED_WINDOW = 1000;

/**
 * One tier of the fuzzy search. Close matches have a pg_trgm word similarity of at least 0.5 and
 * come best first (among the newest 1,000 of them, and newest first among equals); other
 * matches have at least 0.2 (spec: the 0.2 threshold) and come newest first. Each tier is one
 * query answered by the GIN trigram index on search_text, or, when most clients match, by the
 * created_at index with the similarity as a filter: the work stays bounded where ranking every
 * match would not (a word of every email, such as the domain, matches everyone). Runs in a
 * transaction for two settings local to it: the threshold, and no sequential scan (the planner
 * prices the similarity operator like an equality and would read every client of every page).
 */
export async function searchClientsFuzzy(
  db: DbOrTx,
  pageId: string,
  text: string,
  tier: 'close' | 'other',
  offset: number,
  limit: number,
) {
  const threshold = tier === 'close' ? CLOSE_MATCH : FUZZY_THRESHOLD;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    const score = sql<number>`word_similarity(${text}, ${clients.searchText})`;
    const matches = and(eq(clients.pageId, pageId), sql`${clients.searchText} %> ${text}`);
    const newest = [desc(clients.createdAt), desc(clients.id)];
    if (tier === 'other')
      return tx
        .select(listColumns)
        .from(clients)
        .where(and(matches, sql`${score} < ${CLOSE_MATCH}`))
        .orderBy(...newest)
        .offset(offset)
        .limit(limit);
    const window = tx
      .select({ ...listColumns, score: score.as('score') })
      .from(clients)
      .where(matches)
      .orderBy(...newest)
      .limit(Math.max(RANKED_WINDOW, offset + limit))
      .as('close_matches');
    return tx
      .select({
        id: window.id,
        firstName: window.firstName,
        lastName: window.lastName,
        email: window.email,
        createdAt: window.createdAt,
        lastActiveAt: window.lastActiveAt,
        lastSessionAt: window.lastSessionAt,
      })
      .from(window)
      .orderBy(desc(window.score), desc(window.createdAt), desc(window.id))
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
