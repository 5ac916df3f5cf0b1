import type { ReactNode } from 'react';
import { isSafeLink, type RichTextDoc, type RichTextInline } from '../../../domain/rich-text/rich-text';

// A rich-text document as plain React elements, never as HTML. No Mantine here: the public
// booking pages (src/public, ADR 015) show package descriptions with the same renderer.

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
