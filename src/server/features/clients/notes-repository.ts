import { and, desc, eq } from 'drizzle-orm';
import type { NoteDoc } from '../../../domain/clients/note-content';
import type { DbOrTx } from '../../db/client';
import { clientNotes } from '../../db/schema/clients';
import { stampNow } from '../../db/schema/columns';

const noteColumns = {
  id: clientNotes.id,
  content: clientNotes.content,
  createdAt: clientNotes.createdAt,
  updatedAt: clientNotes.updatedAt,
};

/** A client's notes, newest first. */
export async function listNotes(db: DbOrTx, pageId: string, clientId: string, offset: number, limit: number) {
  return db
    .select(noteColumns)
    .from(clientNotes)
    .where(and(eq(clientNotes.pageId, pageId), eq(clientNotes.clientId, clientId)))
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id))
    .offset(offset)
    .limit(limit);
}

export async function insertNote(
  db: DbOrTx,
  row: { id: string; pageId: string; clientId: string; content: NoteDoc; contentText: string },
) {
  const [note] = await db.insert(clientNotes).values(row).returning(noteColumns);
  return note!;
}

/** Changes a note of the page's client; undefined when there is no such note. */
export async function updateNote(
  db: DbOrTx,
  scope: { pageId: string; clientId: string; id: string },
  values: { content: NoteDoc; contentText: string },
) {
  const [note] = await db
    .update(clientNotes)
    .set({ ...values, updatedAt: stampNow() })
    .where(
      and(
        eq(clientNotes.pageId, scope.pageId),
        eq(clientNotes.clientId, scope.clientId),
        eq(clientNotes.id, scope.id),
      ),
    )
    .returning(noteColumns);
  return note;
}

export async function deleteNote(db: DbOrTx, scope: { pageId: string; clientId: string; id: string }) {
  const rows = await db
    .delete(clientNotes)
    .where(
      and(
        eq(clientNotes.pageId, scope.pageId),
        eq(clientNotes.clientId, scope.clientId),
        eq(clientNotes.id, scope.id),
      ),
    )
    .returning({ id: clientNotes.id });
  return rows.length > 0;
}
