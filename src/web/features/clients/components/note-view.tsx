import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NoteBlock, NoteDoc } from '../../../../domain/clients/note-content';
import classes from '../../../components/rich-text/rich-text.module.css';
import { inlines } from '../../../components/rich-text/rich-text-blocks';
import noteClasses from './note-view.module.css';

function block(node: NoteBlock, key: number): ReactNode {
  if (node.type === 'paragraph') return <p key={key}>{node.content ? inlines(node.content) : <br />}</p>;
  const items = node.content.map((item, i) => <li key={i}>{item.content.map(block)}</li>);
  return node.type === 'bulletList' ? (
    <ul key={key}>{items}</ul>
  ) : (
    <ol key={key} start={node.attrs?.start}>
      {items}
    </ol>
  );
}

/** A stored note shown as React elements (never as HTML). */
export function NoteView({ value }: { value: NoteDoc }) {
  return (
    <Box className={`${classes.content} ${noteClasses.note}`} fz="sm">
      {value.content.map(block)}
    </Box>
  );
}
