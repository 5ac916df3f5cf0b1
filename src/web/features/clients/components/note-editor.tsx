import '@mantine/tiptap/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useMemo, useState } from 'react';
import {
  EMPTY_NOTE,
  NOTE_COUNTER_FROM,
  NOTE_LIST_DEPTH,
  NOTE_MAX,
  NOTE_UNSAVED,
  type NoteDoc,
  noteInput,
  noteLength,
} from '../../../../domain/clients/note-content';
import { FormError } from '../../../components/form-error';
import { type RichTextProfile, richTextExtensions } from '../../../components/rich-text/rich-text-extensions';
import { RichTextToolbar } from '../../../components/rich-text/rich-text-toolbar';
import { errorMessage } from '../../../lib/api-client';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';

// The note's schema (ADR 018): lists nested up to 3 deep, underline, strike and numbered lists
// on top of the basic document.
const NOTE: RichTextProfile = { kind: 'note', listDepth: NOTE_LIST_DEPTH };
const extensions = richTextExtensions(NOTE);

/**
 * The note editor (TipTap through Mantine's RichTextEditor): the counter from 49,000
 * characters, the API's own rules on save, and a question before leaving with unsaved changes.
 */
export function NoteEditor(props: {
  initial: NoteDoc | null;
  saving: boolean;
  onSave: (content: NoteDoc) => Promise<unknown>;
  onCancel: () => void;
}) {
  const start = props.initial ?? EMPTY_NOTE;
  const startJson = useMemo(() => JSON.stringify(start), [start]);
  const [content, setContent] = useState<NoteDoc>(start);
  const [problem, setProblem] = useState<string | null>(null);
  const editor = useEditor({
    extensions,
    content: start,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': 'Note', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor }) => {
      setContent(editor.getJSON() as NoteDoc);
      setProblem(null);
    },
  });
  const dirty = JSON.stringify(content) !== startJson;
  const guard = useUnsavedGuard(dirty && !props.saving);
  const length = noteLength(content);

  const save = async () => {
    const parsed = noteInput.safeParse({ content });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await props.onSave(parsed.data.content);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      <RichTextEditor editor={editor} variant="subtle" aria-invalid={problem ? true : undefined}>
        <RichTextToolbar editor={editor} profile={NOTE} label="Note" />
        <RichTextEditor.Content mih={140} mah={420} style={{ overflowY: 'auto' }} />
      </RichTextEditor>
      <Group justify="space-between" gap="sm" align="flex-start">
        <div style={{ flex: 1 }}>
          <FormError message={problem} />
        </div>
        {length >= NOTE_COUNTER_FROM ? (
          <Text size="xs" c={length > NOTE_MAX ? 'red' : 'dimmed'} aria-live="polite">
            {`${length}/${NOTE_MAX}`}
          </Text>
        ) : null}
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
          Cancel
        </Button>
        <Button onClick={save} loading={props.saving}>
          Save note
        </Button>
      </Group>
      <Modal opened={guard.blocked} onClose={guard.stay} title="Unsaved note" centered radius="lg">
        <Stack gap="md">
          <Text size="sm">{NOTE_UNSAVED}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={guard.stay}>
              Keep editing
            </Button>
            <Button color="red" onClick={guard.discard}>
              Discard
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
