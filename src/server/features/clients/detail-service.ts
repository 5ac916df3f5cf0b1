import {
  CLIENT_NOTES_PAGE_SIZE,
  CLIENT_PACKAGES_PAGE_SIZE,
  CLIENT_SESSIONS_PAGE_SIZE,
  type ClientNoteView,
  type ClientPackageView,
  type ClientSessionView,
  type Paged,
} from '../../../domain/clients/client-view';
import type { NoteDoc } from '../../../domain/clients/note-content';
import type { Db } from '../../db/client';
import { listClientPackages, listClientSessions } from './detail-repository';
import { listNotes } from './notes-repository';
import { requireClient } from './service';

// A client's lists are short (one person's sessions, packages and notes): plain offset pages,
// one row more than shown to know whether another page follows (ADR 019).
function paged<T>(rows: T[], size: number): Paged<T> {
  return { items: rows.slice(0, size), hasMore: rows.length > size };
}
const offsetOf = (page: number, size: number) => (page - 1) * size;

export async function getClientSessions(
  db: Db,
  userId: string,
  clientId: string,
  options: { cancelled: boolean; page: number },
): Promise<Paged<ClientSessionView>> {
  const { page, client } = await requireClient(db, userId, clientId);
  const size = CLIENT_SESSIONS_PAGE_SIZE;
  const rows = await listClientSessions(
    db,
    { pageId: page.id, expertId: userId },
    client.id,
    options.cancelled,
    offsetOf(options.page, size),
    size + 1,
  );
  return paged(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      type: r.type,
      start: r.start.toISOString(),
      end: r.end.toISOString(),
      rescheduled: r.rescheduledStart !== null,
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
    })),
    size,
  );
}

export async function getClientPackages(
  db: Db,
  userId: string,
  clientId: string,
  pageNumber: number,
): Promise<Paged<ClientPackageView>> {
  const { page, client } = await requireClient(db, userId, clientId);
  const size = CLIENT_PACKAGES_PAGE_SIZE;
  const rows = await listClientPackages(db, page.id, client.id, offsetOf(pageNumber, size), size + 1);
  return paged(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      createdAt: r.createdAt.toISOString(),
      creditsLeft: r.creditsLeft,
      creditsTotal: r.creditsTotal,
      expiresAt: r.expiresAt?.toISOString() ?? null,
    })),
    size,
  );
}

export const toNoteView = (row: {
  id: string;
  content: unknown;
  createdAt: Date;
  updatedAt: Date;
}): ClientNoteView => ({
  id: row.id,
  content: row.content as NoteDoc,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// spec (§9): notes paged 5, newest first.
export async function getClientNotes(
  db: Db,
  userId: string,
  clientId: string,
  pageNumber: number,
): Promise<Paged<ClientNoteView>> {
  const { page, client } = await requireClient(db, userId, clientId);
  const size = CLIENT_NOTES_PAGE_SIZE;
  const rows = await listNotes(db, page.id, client.id, offsetOf(pageNumber, size), size + 1);
  return paged(rows.map(toNoteView), size);
}
