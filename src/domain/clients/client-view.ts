import { z } from 'zod';
import { noteDocument } from './note-content';

/** A row of the clients list. Instants are ISO 8601. */
export const clientListItemView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  lastSessionAt: z.string().nullable(),
});
export type ClientListItemView = z.infer<typeof clientListItemView>;

/** One page of the list: `nextCursor` asks for the page after it, null on the last page. */
export const clientListPageView = z.object({
  items: z.array(clientListItemView),
  nextCursor: z.string().nullable(),
});
export type ClientListPageView = z.infer<typeof clientListPageView>;

export const clientView = clientListItemView.extend({ emails: z.array(z.string()) });
export type ClientView = z.infer<typeof clientView>;

/** A session the client takes part in: their personal session, or a group session they booked. */
export const clientSessionView = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['personal', 'group']),
  start: z.string(),
  end: z.string(),
  rescheduled: z.boolean(),
  cancelledAt: z.string().nullable(),
});
export type ClientSessionView = z.infer<typeof clientSessionView>;

/** A confirmed booked package of the client. */
export const clientPackageView = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  creditsLeft: z.number(),
  creditsTotal: z.number(),
  expiresAt: z.string().nullable(),
});
export type ClientPackageView = z.infer<typeof clientPackageView>;

export const clientNoteView = z.object({
  id: z.string(),
  content: noteDocument,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientNoteView = z.infer<typeof clientNoteView>;

/** A page of a client's sessions, packages or notes; `hasMore` when a next page exists. */
export const pagedView = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), hasMore: z.boolean() });
export type Paged<T> = { items: T[]; hasMore: boolean };

// spec (§9): page sizes of a client's lists.
export const CLIENT_SESSIONS_PAGE_SIZE = 10;
export const CLIENT_PACKAGES_PAGE_SIZE = 10;
export const CLIENT_NOTES_PAGE_SIZE = 5;

/** ?page= of a client's lists: 1 and up. */
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
