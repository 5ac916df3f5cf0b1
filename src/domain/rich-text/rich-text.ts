import { z } from 'zod';

// A rich-text document in the editor's JSON form (tiptap/ProseMirror node names, so the stored
// shape stays compatible with a tiptap editor should we adopt one). Only what our editor makes
// is allowed: paragraphs, bullet lists, hard breaks, and text marked bold, italic or linked.
// Every object is strict, so no HTML, script, style or unknown attribute can be stored; the web
// renders documents as React elements, never as HTML.

export const RICH_TEXT_INVALID = 'The formatting could not be read. Please edit the text and try again.';
export const RICH_TEXT_LINK_INVALID = 'Please use a web address (https://…) or an email link (mailto:…)';

/** Bounds a document's size whatever its text limit (an empty paragraph counts no text). */
const MAX_NODES = 2000;
const MAX_TEXT = 20_000;
export const LINK_MAX = 2000;

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Whether an address is safe to put in a link: http, https or mailto, and nothing else. */
export function isSafeLink(href: string): boolean {
  if (href.length === 0 || href.length > LINK_MAX || href.trim() !== href) return false;
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** What someone types in the link box: "example.com" becomes "https://example.com". */
export function normalizeLink(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const withProtocol = /^[a-z][a-z0-9+.-]*:/i.test(value)
    ? value
    : value.includes('@') && !value.includes('/')
      ? `mailto:${value}`
      : `https://${value}`;
  return isSafeLink(withProtocol) ? withProtocol : null;
}

const boldMark = z.strictObject({ type: z.literal('bold') });
const italicMark = z.strictObject({ type: z.literal('italic') });
const linkMark = z.strictObject({
  type: z.literal('link'),
  attrs: z.strictObject({ href: z.string().refine(isSafeLink, RICH_TEXT_LINK_INVALID) }),
});
const mark = z.discriminatedUnion('type', [boldMark, italicMark, linkMark]);
export type RichTextMark = z.infer<typeof mark>;

const textNode = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1).max(MAX_TEXT),
  marks: z
    .array(mark)
    .max(3)
    .refine((marks) => new Set(marks.map((m) => m.type)).size === marks.length)
    .optional(),
});
const hardBreak = z.strictObject({ type: z.literal('hardBreak') });
const inline = z.discriminatedUnion('type', [textNode, hardBreak]);
export type RichTextInline = z.infer<typeof inline>;

const paragraph = z.strictObject({
  type: z.literal('paragraph'),
  content: z.array(inline).max(MAX_NODES).optional(),
});
export type RichTextParagraph = z.infer<typeof paragraph>;

const listItem = z.strictObject({
  type: z.literal('listItem'),
  content: z.array(paragraph).min(1).max(MAX_NODES),
});
const bulletList = z.strictObject({
  type: z.literal('bulletList'),
  content: z.array(listItem).min(1).max(MAX_NODES),
});
export type RichTextBulletList = z.infer<typeof bulletList>;

const block = z.discriminatedUnion('type', [paragraph, bulletList]);
export type RichTextBlock = z.infer<typeof block>;

/** The strict structure of a document. */
export const richTextDocument = z.strictObject({
  type: z.literal('doc'),
  content: z.array(block).max(MAX_NODES),
});
export type RichTextDoc = z.infer<typeof richTextDocument>;

/**
 * A document field for an input schema: any structural problem is one message on the field
 * itself (the nested paths would mean nothing to a person), then the length limit, counted by
 * richTextLength, with its own message.
 */
export function richTextField(limit?: { max: number; message: string }) {
  return z
    .custom<RichTextDoc>((value) => richTextDocument.safeParse(value).success, { error: RICH_TEXT_INVALID })
    .refine((doc) => !limit || richTextLength(doc) <= limit.max, limit?.message)
    .meta({
      // How the OpenAPI document describes it (a custom check has no type of its own).
      type: 'object',
      description:
        'A rich-text document: {type: "doc", content: [paragraph | bulletList]}; text marks bold, italic, link (http, https, mailto)',
    });
}

function inlineText(nodes: readonly RichTextInline[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

/** The document as plain text: paragraphs and list items on their own lines. */
export function plainText(doc: RichTextDoc): string {
  const lines: string[] = [];
  for (const node of doc.content) {
    if (node.type === 'paragraph') lines.push(inlineText(node.content));
    else for (const item of node.content) for (const p of item.content) lines.push(inlineText(p.content));
  }
  return lines.join('\n');
}

/**
 * The length a limit counts: the characters of text, not the line breaks between paragraphs or
 * list items (formatting is free; what the client reads is counted).
 */
export function richTextLength(doc: RichTextDoc): number {
  let length = 0;
  const count = (nodes: readonly RichTextInline[] | undefined) => {
    for (const node of nodes ?? []) if (node.type === 'text') length += node.text.length;
  };
  for (const node of doc.content) {
    if (node.type === 'paragraph') count(node.content);
    else for (const item of node.content) for (const p of item.content) count(p.content);
  }
  return length;
}

/** No visible text at all (an empty editor, or only spaces and empty lines). */
export function isRichTextEmpty(doc: RichTextDoc): boolean {
  return plainText(doc).trim().length === 0;
}

/** A document of plain paragraphs, one per line of text. */
export function richTextFromPlain(text: string): RichTextDoc {
  return {
    type: 'doc',
    content: text
      .split('\n')
      .map((line) =>
        line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
      ),
  };
}

export const EMPTY_RICH_TEXT: RichTextDoc = { type: 'doc', content: [] };
