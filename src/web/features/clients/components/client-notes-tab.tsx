import { Button, Card, Group, Skeleton, Spoiler, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import type { ClientNoteView } from '../../../../domain/clients/client-view';
import type { NoteDoc } from '../../../../domain/clients/note-content';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useClientNotes } from '../api/get-client-lists';
import { useDeleteClientNote, useSaveClientNote } from '../api/save-client-note';
import { sessionTime } from './client-dates';
import { NoteView } from './note-view';
import { PagedList } from './paged-list';

// The editor (TipTap and ProseMirror) loads only when a note is written or edited (ADR 018).
const NoteEditor = lazy(() => import('./note-editor').then((m) => ({ default: m.NoteEditor })));

/** The client's notes, newest first, 5 a page: add, edit and delete; one editor open at a time. */
export function ClientNotesTab({ clientId, zone }: { clientId: string; zone: string }) {
  const [page, setPage] = useState(1);
  // null: no editor; 'new': adding; otherwise the id of the note being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const notes = useClientNotes(clientId, page);
  const save = useSaveClientNote();
  const remove = useDeleteClientNote();

  const editor = (initial: NoteDoc | null, noteId: string | null) => (
    <Suspense fallback={<Skeleton height={220} radius="md" role="status" aria-label="Loading the editor" />}>
      <NoteEditor
        initial={initial}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onSave={async (content) => {
          await save.mutateAsync({ clientId, noteId, content });
          notifications.show({ color: 'teal', message: 'Note saved' });
          setEditing(null);
          if (!noteId) setPage(1);
        }}
      />
    </Suspense>
  );

  const card = (note: ClientNoteView) => (
    <Card component="li" key={note.id} withBorder radius="md" padding="md">
      {editing === note.id ? (
        editor(note.content, note.id)
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {sessionTime(note.createdAt, zone)}
              {note.updatedAt !== note.createdAt ? ` · edited ${sessionTime(note.updatedAt, zone)}` : ''}
            </Text>
            <Group gap={6}>
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(note.id)}
                disabled={editing !== null}
              >
                Edit
              </Button>
              <ConfirmDeleteButton
                title="Delete note"
                question="Delete this note? This cannot be undone."
                id={{ clientId, noteId: note.id }}
                mutation={remove}
                trigger={{ size: 'xs', 'aria-label': 'Delete note' }}
                onDeleted={(close) => {
                  close();
                  notifications.show({ color: 'teal', message: 'Note deleted' });
                }}
              />
            </Group>
          </Group>
          {/* A long note folds, so the notes after it stay in reach. */}
          <Spoiler maxHeight={220} showLabel="Show more" hideLabel="Show less">
            <NoteView value={note.content} />
          </Spoiler>
        </Stack>
      )}
    </Card>
  );

  return (
    <Stack gap="md">
      {editing === 'new' ? (
        <Card withBorder radius="md" padding="md">
          {editor(null, null)}
        </Card>
      ) : (
        <Group justify="flex-end">
          <Button onClick={() => setEditing('new')} disabled={editing !== null}>
            Add note
          </Button>
        </Group>
      )}
      <PagedList
        query={notes}
        page={page}
        setPage={setPage}
        label="Notes"
        empty="No notes yet."
        render={card}
      />
    </Stack>
  );
}
