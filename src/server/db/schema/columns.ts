import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders for the schema files. Not re-exported by index.ts: it holds no tables.

/** An instant, stored as timestamptz (UTC). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

// Row stamps follow the server's clock (ADR 029), so 'newest first' agrees with every rule that
// reads it, also on a test server started at another instant. Drizzle fills them at insert from
// the clock boot.ts names; the database default covers rows written in SQL.
let stampClock: { now(): Date } = { now: () => new Date() };

/** Names the clock the row stamps read (boot.ts, once per process). */
export function setRowStampClock(clock: { now(): Date }): void {
  stampClock = clock;
}

/** 'Now' for a stamp written explicitly (updated_at on an update). */
export const stampNow = (): Date => stampClock.now();

export const createdAt = () =>
  instant('created_at')
    .notNull()
    .defaultNow()
    .$defaultFn(() => stampClock.now());

export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .defaultNow()
    .$defaultFn(() => stampClock.now());

/** Money in integer minor units. bigint because zero-decimal and high-unit currencies overflow int4. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** ISO 4217 code, upper case, three letters. */
export const currencyCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} ~ '^[A-Z]{3}$'`);

/** A rich-text document as saved by the editor (tiptap JSON). */
export type RichTextDocument = { type: 'doc'; content?: unknown[] };

/** True when all of the given columns are null or all are set. */
export const allOrNone = (...columns: AnyPgColumn[]): SQL =>
  sql`num_nulls(${sql.join(columns, sql`, `)}) in (0, ${sql.raw(String(columns.length))})`;
