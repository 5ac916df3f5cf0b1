import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { bookingPages } from './booking-pages';
import { createdAt, instant, type RichTextDocument, updatedAt } from './columns';

// A client of a booking page. The lower-case, first-character and prefix fields are computed by
// the application (one normalisation, the same on PGlite and PostgreSQL whatever the collation).
export const clients = pgTable(
  'clients',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    primaryEmail: text('primary_email').notNull(),
    emails: text('emails').array().notNull().default([]),
    emailsNormalized: text('emails_normalized').array().notNull().default([]),
    firstNameLower: text('first_name_lower').notNull(),
    lastNameLower: text('last_name_lower').notNull(),
    firstNameChar: text('first_name_char').notNull(),
    lastNameChar: text('last_name_char').notNull(),
    // spec: first character and first two characters of first name, last name and email.
    searchPrefixes: text('search_prefixes').array().notNull().default([]),
    // For fuzzy search (pg_trgm) of queries longer than 2 characters.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`first_name_lower || ' ' || last_name_lower || ' ' || lower(primary_email)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastActiveAt: instant('last_active_at'),
    lastSessionAt: instant('last_session_at'),
  },
  (t) => [
    // Sort orders of the client list (each ascending or descending, paged by (value, id)).
    index('clients_page_id_created_at_id_idx').on(t.pageId, t.createdAt, t.id),
    index('clients_page_id_last_active_at_id_idx').on(t.pageId, t.lastActiveAt, t.id),
    index('clients_page_id_last_session_at_id_idx').on(t.pageId, t.lastSessionAt, t.id),
    index('clients_page_id_first_name_lower_id_idx').on(t.pageId, t.firstNameLower, t.id),
    index('clients_page_id_last_name_lower_id_idx').on(t.pageId, t.lastNameLower, t.id),
    // Email order ignores case (typed addresses keep their capitals), whatever the collation's rules.
    index('clients_page_id_lower_primary_email_id_idx').on(t.pageId, sql`lower(${t.primaryEmail})`, t.id),
    // Queries of 2 characters or fewer: search_prefixes @> array[query].
    index('clients_search_prefixes_idx').using('gin', t.searchPrefixes),
    // Longer queries: similarity on search_text (needs CREATE EXTENSION pg_trgm).
    index('clients_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Target of composite foreign keys (client_id, page_id) that keep a row in its client's page.
    unique('clients_id_page_id_idx').on(t.id, t.pageId),
  ],
);

// spec: pages/{pageId}/clientsEmailMappings/{emailNormalized}; one client per normalized email
// and page, written in the same transaction as the client.
export const clientEmailMappings = pgTable(
  'client_email_mappings',
  {
    pageId: text('page_id').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'client_email_mappings_pk', columns: [t.pageId, t.emailNormalized] }),
    index('client_email_mappings_client_id_idx').on(t.clientId),
    foreignKey({
      name: 'client_email_mappings_client_fk',
      columns: [t.clientId, t.pageId],
      foreignColumns: [clients.id, clients.pageId],
    }).onDelete('cascade'),
  ],
);

export const clientNotes = pgTable(
  'client_notes',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id').notNull(),
    pageId: text('page_id').notNull(),
    content: jsonb('content').$type<RichTextDocument>().notNull(),
    // Plain text of content, for the length limit and search.
    contentText: text('content_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('client_notes_client_id_created_at_idx').on(t.clientId, t.createdAt),
    foreignKey({
      name: 'client_notes_client_fk',
      columns: [t.clientId, t.pageId],
      foreignColumns: [clients.id, clients.pageId],
    }).onDelete('cascade'),
    // spec: maximum 50000 characters.
    check('client_notes_content_text_check', sql`char_length(${t.contentText}) <= 50000`),
  ],
);
