import { ActionIcon, Button, Group, Input, Popover, Stack, TextInput, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  normalizeLink,
  RICH_TEXT_LINK_INVALID,
  type RichTextDoc,
  richTextLength,
} from '../../../domain/rich-text/rich-text';
import { counted } from '../counted-field';
import classes from './rich-text.module.css';
import { domToRichText, writeRichText } from './rich-text-dom';
import { BoldIcon, BulletListIcon, ItalicIcon, LinkIcon, UnlinkIcon } from './rich-text-icons';

interface RichTextEditorProps {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  value: RichTextDoc | null;
  onChange: (value: RichTextDoc) => void;
  error?: ReactNode;
  /** Shows "n/max" under the editor, counted as the server counts (characters of text). */
  maxLength?: number;
}

type Format = 'bold' | 'italic' | 'insertUnorderedList' | 'link';

/**
 * A small rich-text editor: bold, italic, bullet lists and links, on the browser's own editing
 * (contentEditable). What the browser makes is read back into our strict document after every
 * change (rich-text-dom.ts); pasted content arrives as plain text. No HTML string is ever
 * written into the page.
 */
export function RichTextEditor({
  label,
  description,
  placeholder,
  value,
  onChange,
  error,
  maxLength,
}: RichTextEditorProps) {
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  // The last document this editor produced: a different value comes from outside (a reset).
  const emitted = useRef<RichTextDoc | null | undefined>(undefined);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Record<Format, boolean>>({
    bold: false,
    italic: false,
    insertUnorderedList: false,
    link: false,
  });
  const [linkOpened, linkBox] = useDisclosure(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    if (!editor.current || value === emitted.current) return;
    writeRichText(editor.current, value);
    emitted.current = value;
  }, [value]);

  const inside = (node: Node | null) => Boolean(node && editor.current?.contains(node));

  const linkAtSelection = (): HTMLAnchorElement | null => {
    let node: Node | null = document.getSelection()?.anchorNode ?? null;
    while (node && node !== editor.current) {
      if (node.nodeName === 'A') return node as HTMLAnchorElement;
      node = node.parentNode;
    }
    return null;
  };

  useEffect(() => {
    const update = () => {
      if (!inside(document.getSelection()?.anchorNode ?? null)) return;
      setActive({
        bold: document.queryCommandState('bold'),
        italic: document.queryCommandState('italic'),
        insertUnorderedList: document.queryCommandState('insertUnorderedList'),
        link: linkAtSelection() !== null,
      });
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  });

  const emit = () => {
    if (!editor.current) return;
    const doc = domToRichText(editor.current);
    emitted.current = doc;
    onChange(doc);
  };

  const run = (command: 'bold' | 'italic' | 'insertUnorderedList' | 'unlink', argument?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mod = event.metaKey || event.ctrlKey;
    // Underline and the like have no place in the document; keep the browser from adding them.
    if (mod && ['u', 'U'].includes(event.key)) event.preventDefault();
    if (mod && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLinkBox();
    }
  };

  const openLinkBox = () => {
    const selection = document.getSelection();
    savedRange.current =
      selection && selection.rangeCount > 0 && inside(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
    setLinkText(linkAtSelection()?.getAttribute('href') ?? '');
    setLinkError(null);
    linkBox.open();
  };

  const applyLink = () => {
    const href = normalizeLink(linkText);
    if (!href) {
      setLinkError(RICH_TEXT_LINK_INVALID);
      return;
    }
    const target = editor.current!;
    target.focus();
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    const range = savedRange.current;
    if (range && !range.collapsed) {
      selection.addRange(range);
      document.execCommand('createLink', false, href);
    } else {
      // Nothing selected: the address itself becomes the link's text.
      const anchor = document.createElement('a');
      anchor.setAttribute('href', href);
      anchor.textContent = href;
      if (range) range.insertNode(anchor);
      else (target.lastElementChild ?? target).append(anchor);
      const after = document.createRange();
      after.setStartAfter(anchor);
      selection.addRange(after);
    }
    linkBox.close();
    emit();
  };

  const length = value ? richTextLength(value) : 0;
  const empty = !value || value.content.length === 0;

  const tool = (format: Format, title: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip label={title} withArrow openDelay={400}>
      <ActionIcon
        variant={active[format] ? 'light' : 'subtle'}
        color={active[format] ? 'indigo' : 'gray'}
        aria-label={title}
        aria-pressed={active[format]}
        // Keeps the selection in the editor.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={id}
      description={description}
      error={error}
      labelProps={{ onClick: () => editor.current?.focus() }}
      {...(maxLength ? counted(length, maxLength) : {})}
    >
      <div className={classes.frame} data-error={error ? true : undefined}>
        <Group gap={2} role="toolbar" aria-label={`${label} formatting`} className={classes.toolbar}>
          {tool('bold', 'Bold', <BoldIcon />, () => run('bold'))}
          {tool('italic', 'Italic', <ItalicIcon />, () => run('italic'))}
          {tool('insertUnorderedList', 'Bullet list', <BulletListIcon />, () => run('insertUnorderedList'))}
          <Popover
            opened={linkOpened}
            onChange={(o) => !o && linkBox.close()}
            position="bottom-start"
            withArrow
            trapFocus
          >
            <Popover.Target>{tool('link', 'Link', <LinkIcon />, openLinkBox)}</Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs" w={280}>
                <TextInput
                  label="Link address"
                  placeholder="https://example.com"
                  value={linkText}
                  error={linkError}
                  onChange={(event) => setLinkText(event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      applyLink();
                    }
                  }}
                  data-autofocus
                />
                <Group justify="flex-end" gap="xs">
                  <Button variant="default" size="xs" onClick={linkBox.close}>
                    Cancel
                  </Button>
                  <Button size="xs" onClick={applyLink}>
                    Add link
                  </Button>
                </Group>
              </Stack>
            </Popover.Dropdown>
          </Popover>
          {active.link ? tool('link', 'Remove link', <UnlinkIcon />, () => run('unlink')) : null}
        </Group>
        <div className={classes.editorBox}>
          {empty && placeholder ? (
            <div className={classes.placeholder} aria-hidden="true">
              {placeholder}
            </div>
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: a rich-text box has no native element */}
          <div
            ref={editor}
            className={classes.editor}
            contentEditable
            suppressContentEditableWarning
            role="textbox"
            tabIndex={0}
            aria-multiline="true"
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-placeholder={placeholder}
            onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
            onInput={emit}
            onKeyDown={onKeyDown}
            onPaste={(event) => {
              // Formatting from elsewhere is not ours to keep: paste the text.
              event.preventDefault();
              document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
            }}
            onDrop={(event) => event.preventDefault()}
          />
        </div>
      </div>
    </Input.Wrapper>
  );
}
