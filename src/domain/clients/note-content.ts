import { z } from 'zod';
import { isSafeLink, RICH_TEXT_INVALID, RICH_TEXT_LINK_INVALID } from '../rich-text/rich-text';

// A client note as the notes editor (tiptap, ADR 018) writes it, sanitised by parsing: only the
// node and mark types below are accepted; every object is a plain (stripping) zod object, so any
// attribute the editor adds that we do not keep (a link's target, rel or class, a list's type)
// is dropped before storing; a link must be http, https or mailto. Lists nest at most 3 deep.

// spec (§5, §9): at most 50,000 characters, a counter from 49,000; note list depth 3.
export const NOTE_MAX = 50_000;
export const NOTE_COUNTER_FROM = 49_000;
export const NOTE_LIST_DEPTH = 3;
export const NOTE_TOO_LONG = 'Too long, please write a shorter note';
export const NOTE_TOO_DEEP = `Lists can be nested at most ${NOTE_LIST_DEPTH} levels deep`;
export const NOTE_REQUIRED = 'Required';
export const NOTE_UNSAVED = "You haven't saved your note. Discard unsaved changes?";

const mark = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('underline') }),
  z.object({ type: z.literal('strike') }),
  z.object({
    type: z.literal('link'),
    attrs: z.object({ href: z.string().refine(isSafeLink, RICH_TEXT_LINK_INVALID) }),
  }),
]);
export type NoteMark = z.infer<typeof mark>;

const inline = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string().min(1),
    marks: z
      .array(mark)
      .max(5)
      .refine((marks) => new Set(marks.map((m) => m.type)).size === marks.length)
      .optional(),
  }),
  z.object({ type: z.literal('hardBreak') }),
]);
export type NoteInline = z.infer<typeof inline>;

const paragraph = z.object({ type: z.literal('paragraph'), content: z.array(inline).optional() });
export type NoteParagraph = z.infer<typeof paragraph>;

export type NoteListItem = { type: 'listItem'; content: Array<NoteParagraph | NoteList> };
export type NoteList =
  | { type: 'bulletList'; content: NoteListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: NoteListItem[] };
export type NoteBlock = NoteParagraph | NoteList;
export type NoteDoc = { type: 'doc'; content: NoteBlock[] };

const orderedListAttrs = z.object({ start: z.number().int().min(0).max(1_000_000).optional() }).optional();
type ListSchemas = readonly [
  z.ZodObject<{ type: z.ZodLiteral<'bulletList'>; content: z.ZodType<NoteListItem[]> }>,
  z.ZodObject<{
    type: z.ZodLiteral<'orderedList'>;
    attrs: typeof orderedListAttrs;
    content: z.ZodType<NoteListItem[]>;
  }>,
];

/** The lists allowed at a depth (1 = top level); their items hold deeper lists up to the limit. */
function listsAt(depth: number): ListSchemas {
  const itemContent =
    depth < NOTE_LIST_DEPTH ? z.discriminatedUnion('type', [paragraph, ...listsAt(depth + 1)]) : paragraph;
  const content = z
    .array(z.object({ type: z.literal('listItem'), content: z.array(itemContent).min(1) }))
    .min(1) as z.ZodType<NoteListItem[]>;
  return [
    z.object({ type: z.literal('bulletList'), content }),
    z.object({ type: z.literal('orderedList'), attrs: orderedListAttrs, content }),
  ];
}

/** The stored structure of a note (output: only the kept keys). */
export const noteDocument = z.object({
  type: z.literal('doc'),
  content: z.array(z.discriminatedUnion('type', [paragraph, ...listsAt(1)])),
}) as z.ZodType<NoteDoc>;

/** How deep lists nest in any JSON value (read defensively: the value is not yet checked). */
export function listDepth(value: unknown, depth = 0, budget = { nodes: 100_000 }): number {
  if (typeof value !== 'object' || value === null || --budget.nodes < 0) return depth;
  const node = value as { type?: unknown; content?: unknown };
  const here = node.type === 'bulletList' || node.type === 'orderedList' ? depth + 1 : depth;
  let deepest = here;
  if (Array.isArray(node.content))
    for (const child of node.content) {
      deepest = Math.max(deepest, listDepth(child, here, budget));
      // Deeper than allowed is all a caller needs to know.
      if (deepest > NOTE_LIST_DEPTH) break;
    }
  return deepest;
}

function inlineText(nodes: readonly NoteInline[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

function blockLines(block: NoteParagraph | NoteList, lines: string[]): void {
  if (block.type === 'paragraph') lines.push(inlineText(block.content));
  else for (const item of block.content) for (const child of item.content) blockLines(child, lines);
}

/** The note as plain text: each paragraph and list item on its own line (stored as content_text). */
export function noteText(doc: NoteDoc): string {
  const lines: string[] = [];
  for (const block of doc.content) blockLines(block, lines);
  return lines.join('\n');
}

/**
 * The length the 50,000 limit counts: the note's plain text, line breaks included, so the
 * counter, the API and the database check (content_text) agree.
 */
export const noteLength = (doc: NoteDoc) => noteText(doc).length;

/**
 * The note field of the input: the structure (one message for anything unreadable, a clearer one
 * for a bad link or lists nested too deep), not empty, at most 50,000 characters.
 */
export const noteContentField = z
  .unknown()
  .transform((value, ctx): NoteDoc => {
    if (listDepth(value) > NOTE_LIST_DEPTH) {
      ctx.addIssue({ code: 'custom', message: NOTE_TOO_DEEP });
      return z.NEVER;
    }
    const parsed = noteDocument.safeParse(value);
    if (!parsed.success) {
      const badLink = parsed.error.issues.some((issue) => issue.message === RICH_TEXT_LINK_INVALID);
      ctx.addIssue({ code: 'custom', message: badLink ? RICH_TEXT_LINK_INVALID : RICH_TEXT_INVALID });
      return z.NEVER;
    }
    const text = noteText(parsed.data);
    if (text.trim().length === 0) ctx.addIssue({ code: 'custom', message: NOTE_REQUIRED });
    else if (text.length > NOTE_MAX) ctx.addIssue({ code: 'custom', message: NOTE_TOO_LONG });
    return parsed.data;
  })
  .meta({
    type: 'object',
    description:
      'A note document: {type: "doc", content: [paragraph | bulletList | orderedList]}; lists nest up to 3 deep; marks bold, italic, underline, strike, link (http, https, mailto)',
  });

export const noteInput = z.object({ content: noteContentField });
export type NoteInput = { content: unknown };
export type ParsedNoteInput = z.output<typeof noteInput>;

export const EMPTY_NOTE: NoteDoc = { type: 'doc', content: [] };
