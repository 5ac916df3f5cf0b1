import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { isSafeLink, type RichTextDoc, type RichTextInline } from '../../../domain/rich-text/rich-text';
import classes from './rich-text.module.css';

function inlines(nodes: readonly RichTextInline[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, i) => {
    if (node.type === 'hardBreak') return <br key={i} />;
    let element: ReactNode = node.text;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') element = <strong>{element}</strong>;
      else if (mark.type === 'italic') element = <em>{element}</em>;
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

/** A rich-text document shown as React elements (never as HTML). */
export function RichTextView({ value, ...props }: { value: RichTextDoc } & BoxProps) {
  return (
    <Box className={classes.content} fz="sm" {...props}>
      {value.content.map((block, i) =>
        block.type === 'paragraph' ? (
          <p key={i}>{block.content ? inlines(block.content) : <br />}</p>
        ) : (
          <ul key={i}>
            {block.content.map((item, j) => (
              <li key={j}>
                {item.content.map((p, k) => (
                  <span key={k}>
                    {k > 0 ? <br /> : null}
                    {inlines(p.content)}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        ),
      )}
    </Box>
  );
}
