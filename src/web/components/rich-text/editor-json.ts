import type { JSONContent } from '@tiptap/react';
import type {
  RichTextBlock,
  RichTextDoc,
  RichTextInline,
  RichTextMark,
  RichTextParagraph,
} from '../../../domain/rich-text/rich-text';

// The editor's JSON carries what TipTap adds for its own use (a link's target, rel and class);
// the stored document (ADR 013's strict schema) holds only our nodes and marks. This reads the
// one into the other; the server still parses the result strictly.

function mark(node: NonNullable<JSONContent['marks']>[number]): RichTextMark | null {
  if (node.type === 'bold' || node.type === 'italic') return { type: node.type };
  if (node.type === 'link' && typeof node.attrs?.href === 'string')
    return { type: 'link', attrs: { href: node.attrs.href } };
  return null;
}

function inline(node: JSONContent): RichTextInline | null {
  if (node.type === 'hardBreak') return { type: 'hardBreak' };
  if (node.type !== 'text' || !node.text) return null;
  const marks = (node.marks ?? []).map(mark).filter((m): m is RichTextMark => m !== null);
  return marks.length ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text };
}

function paragraph(node: JSONContent): RichTextParagraph {
  const content = (node.content ?? []).map(inline).filter((n): n is RichTextInline => n !== null);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
}

function block(node: JSONContent): RichTextBlock | null {
  if (node.type === 'paragraph') return paragraph(node);
  if (node.type !== 'bulletList') return null;
  const items = (node.content ?? []).map((item) => ({
    type: 'listItem' as const,
    content: (item.content ?? []).filter((p) => p.type === 'paragraph').map(paragraph),
  }));
  const content = items.filter((item) => item.content.length > 0);
  return content.length ? { type: 'bulletList', content } : null;
}

const isEmptyLine = (b: RichTextBlock | undefined) => b?.type === 'paragraph' && !b.content;

/**
 * The editor's document as the stored one. Empty lines at the end are dropped (TipTap keeps one
 * after a list so the cursor can leave it), so an editor holding only empty lines is empty.
 */
export function richTextFromEditor(json: JSONContent): RichTextDoc {
  const content = (json.content ?? []).map(block).filter((b): b is RichTextBlock => b !== null);
  while (isEmptyLine(content.at(-1))) content.pop();
  return { type: 'doc', content };
}
