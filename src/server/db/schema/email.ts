import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

export const emailStatus = pgEnum('email_status', ['queued', 'sent', 'failed']);

// The email outbox: a message is written in the transaction that causes it and sent by a job.
export const emailMessages = pgTable(
  'email_messages',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // An iCalendar invitation sent as text/calendar alongside the body (session emails).
    ical: jsonb('ical').$type<{ method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string }>(),
    // Queueing twice with the same key stores one message (a workflow execution and recipient).
    idempotencyKey: text('idempotency_key'),
    status: emailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('email_messages_created_at_idx').on(t.createdAt),
    uniqueIndex('email_messages_idempotency_key_idx').on(t.idempotencyKey),
    check('email_messages_sent_check', sql`${t.status} <> 'sent' or ${t.sentAt} is not null`),
  ],
);
