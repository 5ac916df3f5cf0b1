import type { ClientNoteView } from '../../../domain/clients/client-view';
import { type NoteInput, noteInput, noteText } from '../../../domain/clients/note-content';
import type { Db } from '../../db/client';
import { notFound, validationError } from '../../http/errors';
import { newId } from '../../ids';
import { toNoteView } from './detail-service';
import * as repo from './notes-repository';
import { requireClient } from './service';

export const NOTE_NOT_FOUND = 'Note not found';

/** The note's sanitised document (ADR 018) and its plain text, or 400 with the rule's message. */
function parse(body: NoteInput) {
  const parsed = noteInput.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const content = parsed.data.content;
  return { content, contentText: noteText(content) };
}

export async function createNote(
  db: Db,
  userId: string,
  clientId: string,
  body: NoteInput,
): Promise<ClientNoteView> {
  const { page, client } = await requireClient(db, userId, clientId);
  const values = parse(body);
  return toNoteView(
    await repo.insertNote(db, { id: newId(), pageId: page.id, clientId: client.id, ...values }),
  );
}

export async function updateNote(
  db: Db,
  userId: string,
  clientId: string,
  noteId: string,
  body: NoteInput,
): Promise<ClientNoteView> {
  const { page, client } = await requireClient(db, userId, clientId);
  const values = parse(body);
  const note = await repo.updateNote(db, { pageId: page.id, clientId: client.id, id: noteId }, values);
  if (!note) throw notFound(NOTE_NOT_FOUND);
  return toNoteView(note);
}

export async function deleteNote(db: Db, userId: string, clientId: string, noteId: string): Promise<void> {
  const { page, client } = await requireClient(db, userId, clientId);
  if (!(await repo.deleteNote(db, { pageId: page.id, clientId: client.id, id: noteId })))
    throw notFound(NOTE_NOT_FOUND);
}
