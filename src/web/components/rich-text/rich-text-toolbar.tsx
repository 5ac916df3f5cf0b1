import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { normalizeLink, RICH_TEXT_LINK_INVALID } from '../../../domain/rich-text/rich-text';
import { LinkIcon } from '../icons';
import type { RichTextProfile } from './rich-text-extensions';

/**
 * The link control: a box for the address that says why an address cannot be a link (Mantine's
 * own control would silently do nothing), "example.com" read as https://example.com. With
 * nothing selected, the address itself becomes the link's text.
 */
function LinkControl({ editor }: { editor: Editor | null }) {
  const [opened, box] = useDisclosure(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setText(editor?.getAttributes('link').href ?? '');
    setError(null);
    box.open();
  };
  const apply = () => {
    const href = normalizeLink(text);
    if (!editor || !href) {
      setError(RICH_TEXT_LINK_INVALID);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    box.close();
  };

  return (
    <Popover opened={opened} onChange={(o) => !o && box.close()} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <RichTextEditor.Control
          onClick={open}
          active={editor?.isActive('link')}
          aria-label="Link"
          title="Link"
        >
          <LinkIcon size={16} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput
            label="Link address"
            placeholder="https://example.com"
            value={text}
            error={error}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={box.close}>
              Cancel
            </Button>
            <Button size="xs" onClick={apply}>
              Add link
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function IndentControl({ editor, direction }: { editor: Editor | null; direction: 'in' | 'out' }) {
  const label = direction === 'in' ? 'Indent list item' : 'Outdent list item';
  const can =
    direction === 'in' ? editor?.can().sinkListItem('listItem') : editor?.can().liftListItem('listItem');
  return (
    <RichTextEditor.Control
      onClick={() => {
        const chain = editor?.chain().focus();
        if (direction === 'in') chain?.sinkListItem('listItem').run();
        else chain?.liftListItem('listItem').run();
      }}
      disabled={!can}
      aria-label={label}
      title={label}
    >
      <Text size="xs" fw={700} aria-hidden="true">
        {direction === 'in' ? '→' : '←'}
      </Text>
    </RichTextEditor.Control>
  );
}

/** The toolbar of a field's profile: only the commands its document can hold. */
export function RichTextToolbar({
  editor,
  profile,
  label,
}: {
  editor: Editor | null;
  profile: RichTextProfile;
  label: string;
}) {
  const note = profile.kind === 'note';
  return (
    <RichTextEditor.Toolbar sticky stickyOffset={0} aria-label={`${label} formatting`}>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        {note ? <RichTextEditor.Underline /> : null}
        {note ? <RichTextEditor.Strikethrough /> : null}
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        {note ? <RichTextEditor.OrderedList /> : null}
        {note ? <IndentControl editor={editor} direction="in" /> : null}
        {note ? <IndentControl editor={editor} direction="out" /> : null}
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <LinkControl editor={editor} />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
