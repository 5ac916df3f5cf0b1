import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import { EMPTY_RICH_TEXT, type RichTextDoc, richTextLength } from '../../../domain/rich-text/rich-text';
import { counted } from '../counted-field';
import { richTextFromEditor } from './editor-json';
import classes from './rich-text.module.css';
import type { RichTextFieldProps } from './rich-text-editor';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';

const BASIC = { kind: 'basic' } as const;

/** The editable element is the field's textbox, named by its label, pointing at its error. */
function fieldAttributes(id: string, invalid: boolean): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
  };
}

/**
 * A form field holding a description-style document (ADR 049): label, description, error and
 * the "n/max" counter of a Mantine input around the TipTap editor. Loaded lazily through
 * `RichTextEditor`.
 */
export default function RichTextField({
  label,
  description,
  placeholder,
  value,
  onChange,
  error,
  maxLength,
}: RichTextFieldProps) {
  const id = useId();
  // The last document this editor produced: a different value comes from outside (a reset).
  const emitted = useRef<RichTextDoc | null>(value);
  const invalid = Boolean(error);
  const editor = useEditor({
    extensions: richTextExtensions(BASIC, placeholder),
    content: value ?? EMPTY_RICH_TEXT,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: fieldAttributes(id, invalid) },
    onUpdate: ({ editor }) => {
      const doc = richTextFromEditor(editor.getJSON());
      emitted.current = doc;
      onChange(doc);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value ?? EMPTY_RICH_TEXT, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: fieldAttributes(id, invalid) } });
  }, [editor, id, invalid]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={id}
      description={description}
      error={error}
      labelProps={{ onClick: () => editor?.commands.focus() }}
      {...(maxLength ? counted(value ? richTextLength(value) : 0, maxLength) : {})}
    >
      <RichTextEditor editor={editor} className={classes.field} data-error={invalid || undefined}>
        <RichTextToolbar editor={editor} profile={BASIC} label={label} />
        <RichTextEditor.Content className={classes.fieldContent} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
