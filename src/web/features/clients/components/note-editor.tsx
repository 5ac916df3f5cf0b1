import '@mantine/tiptap/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useState } from 'react';
import {
  EMPTY_NOTE,
  NOTE_COUNTER_FROM,
  NOTE_MAX,
  NOTE_UNSAVED,
  type NoteDoc,
  noteInput,
  noteLength,
} from '../../../../domain/clients/note-content';
import { isSafeLink, normalizeLink } from '../../../../domain/rich-text/rich-text';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import { ListDepthLimit } from './list-depth-limit';

// Links typed as "example.com" become https://example.com; anything but http, https and mailto
// is not made into a link at all (the API would refuse it: ADR 018).
const NoteLink = Link.extend({
  addCommands() {
    const parent = this.parent?.();
    return {
      ...parent,
      setLink:
        (attributes: { href: string }) =>
        // biome-ignore lint/suspicious/noExplicitAny: tiptap's command props
        (props: any) => {
          const href = normalizeLink(attributes.href);
          return href && parent?.setLink ? parent.setLink({ ...attributes, href })(props) : false;
        },
    };
  },
}).configure({ openOnClick: false, isAllowedUri: (url) => isSafeLink(url) });

const extensions = [
  // The note's nodes and marks (ADR 018): paragraphs, bullet and numbered lists, hard breaks;
  // bold, italic, underline, strike and links. Everything else is left out of the schema, so a
  // paste keeps only these.
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  NoteLink,
  ListDepthLimit,
];

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
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Control
              onClick={() => editor?.chain().focus().sinkListItem('listItem').run()}
              disabled={!editor?.can().sinkListItem('listItem')}
              aria-label="Indent list item"
              title="Indent list item"
            >
              <Text size="xs" fw={700} aria-hidden="true">
                →
              </Text>
            </RichTextEditor.Control>
            <RichTextEditor.Control
              onClick={() => editor?.chain().focus().liftListItem('listItem').run()}
              disabled={!editor?.can().liftListItem('listItem')}
              aria-label="Outdent list item"
              title="Outdent list item"
            >
              <Text size="xs" fw={700} aria-hidden="true">
                ←
              </Text>
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
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
