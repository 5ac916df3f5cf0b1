import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders for the schema files. Not re-exported by index.ts: it holds no tables.

/** An instant, stored as timestamptz (UTC). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();

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
