import type { ReactNode } from 'react';
import { isSafeLink, type RichTextDoc } from '../../../domain/rich-text/rich-text';

// A rich-text document as plain React elements, never as HTML. No Mantine here: the public
// booking pages (src/public, ADR 015) show package descriptions with the same renderer.

/** Inline content of a stored document (descriptions, ADR 013; client notes, ADR 018). */
export type InlineContent = ReadonlyArray<
  | {
      type: 'text';
      text: string;
      marks?: ReadonlyArray<
        | { type: 'bold' }
        | { type: 'italic' }
        | { type: 'underline' }
        | { type: 'strike' }
        | { type: 'link'; attrs: { href: string } }
      >;
    }
  | { type: 'hardBreak' }
>;

/** Text with its marks as React elements; a link only when its address is safe. */
export function inlines(nodes: InlineContent | undefined): ReactNode[] {
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

/** The document's paragraphs and bullet lists. */
export function RichTextBlocks({ value }: { value: RichTextDoc }) {
  return (
    <>
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
    </>
  );
}
