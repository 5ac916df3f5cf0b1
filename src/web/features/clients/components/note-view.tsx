import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NoteBlock, NoteDoc, NoteInline } from '../../../../domain/clients/note-content';
import { isSafeLink } from '../../../../domain/rich-text/rich-text';
import classes from '../../../components/rich-text/rich-text.module.css';

function inlines(nodes: readonly NoteInline[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, i) => {
    if (node.type === 'hardBreak') return <br key={i} />;
    let element: ReactNode = node.text;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') element = <strong>{element}</strong>;
      else if (mark.type === 'italic') element = <em>{element}</em>;
      else if (mark.type === 'underline') element = <u>{element}</u>;
      else if (mark.type === 'strike') element = <s>{element}</s>;
      else if (isSafeLink(mark.attrs.href))
        element = (
          <a href={mark.attrs.href} target="_blank" rel="noopener noreferrer nofollow">
            {element}
          </a>
        );
    }
    return <span key={i}>{element}</span>;
  });
}

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
    <Box className={classes.content} fz="sm">
      {value.content.map(block)}
    </Box>
  );
}
