import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { sessions } from './sessions';

export const recordingStatus = pgEnum('recording_status', [
  'inprogress',
  'finished',
  'processing',
  'ready',
  'error',
]);

// spec: a resource of kind recording; the kind is implied by the table.
export const recordings = pgTable(
  'recordings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // spec: recording.sessionId
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    // The video provider's id for the recording, to match its webhooks.
    providerRecordingId: text('provider_recording_id'),
    status: recordingStatus('status').notNull().default('inprogress'),
    // Seconds.
    duration: integer('duration'),
    processingPercentComplete: smallint('processing_percent_complete'),
    // spec: hosting.downloads, the provider's list of downloadable files.
    downloads: jsonb('downloads').$type<unknown[]>(),
    downloadsStatus: text('downloads_status'),
    downloadsPercentComplete: smallint('downloads_percent_complete'),
    // Whether the session's participants may watch it through its share link (ADR 042).
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recordings_user_id_created_at_idx').on(t.userId, t.createdAt),
    // spec: recordings queried by session and user.
    index('recordings_session_id_user_id_idx')
      .on(t.sessionId, t.userId)
      .where(sql`${t.sessionId} is not null`),
    uniqueIndex('recordings_provider_recording_id_idx').on(t.providerRecordingId),
    check(
      'recordings_percent_check',
      sql`${t.processingPercentComplete} between 0 and 100 and ${t.downloadsPercentComplete} between 0 and 100`,
    ),
    check('recordings_duration_check', sql`${t.duration} >= 0`),
  ],
);
