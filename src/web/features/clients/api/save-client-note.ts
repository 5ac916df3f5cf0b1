import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientNoteView } from '../../../../domain/clients/client-view';
import type { NoteDoc } from '../../../../domain/clients/note-content';
import { apiRequest } from '../../../lib/api-client';
import { clientListKey } from './get-client-lists';

const notesPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}/notes`;

export type SaveNote = { clientId: string; noteId: string | null; content: NoteDoc };

/** Adds a note (noteId null) or changes one. */
export function saveClientNote({ clientId, noteId, content }: SaveNote): Promise<ClientNoteView> {
  return noteId
    ? apiRequest<ClientNoteView>(`${notesPath(clientId)}/${encodeURIComponent(noteId)}`, {
        method: 'PUT',
        body: { content },
      })
    : apiRequest<ClientNoteView>(notesPath(clientId), { method: 'POST', body: { content } });
}

export function deleteClientNote({ clientId, noteId }: { clientId: string; noteId: string }): Promise<void> {
  return apiRequest<void>(`${notesPath(clientId)}/${encodeURIComponent(noteId)}`, { method: 'DELETE' });
}

function useNotesMutation<T extends { clientId: string }, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: clientListKey(input.clientId, 'notes') }),
  });
}

export const useSaveClientNote = () => useNotesMutation(saveClientNote);
export const useDeleteClientNote = () => useNotesMutation(deleteClientNote);
