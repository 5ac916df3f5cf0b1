import {
  isSafeLink,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextMark,
  type RichTextParagraph,
} from '../../../domain/rich-text/rich-text';

// Reads the editor's DOM (whatever the browser's editing commands made of it) into our strict
// document, and writes a document back into DOM nodes. Reading keeps only what the document can
// hold: paragraphs, bullet lists, line breaks, bold, italic and safe links. Everything else is
// reduced to its text (or dropped: scripts, styles, images). Writing uses createElement and text
// nodes only, never HTML strings.

type Marks = { bold?: boolean; italic?: boolean; href?: string };

const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IMG',
  'SVG',
  'VIDEO',
  'AUDIO',
  'IFRAME',
  'OBJECT',
  'HEAD',
]);
const BLOCKS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'TABLE',
  'TR',
  'LI',
]);
const LISTS = new Set(['UL', 'OL']);

function marksOf(element: Element, inherited: Marks): Marks {
  const marks = { ...inherited };
  const tag = element.tagName;
  const style = (element as HTMLElement).style;
  const weight = style?.fontWeight ?? '';
  if (tag === 'B' || tag === 'STRONG' || weight === 'bold' || Number(weight) >= 600) marks.bold = true;
  if (tag === 'I' || tag === 'EM' || style?.fontStyle === 'italic') marks.italic = true;
  if (tag === 'A') {
    const href = element.getAttribute('href') ?? '';
    if (isSafeLink(href)) marks.href = href;
  }
  return marks;
}

function toMarks(marks: Marks): RichTextMark[] | undefined {
  const list: RichTextMark[] = [];
  if (marks.bold) list.push({ type: 'bold' });
  if (marks.italic) list.push({ type: 'italic' });
  if (marks.href) list.push({ type: 'link', attrs: { href: marks.href } });
  return list.length > 0 ? list : undefined;
}

function sameMarks(a: RichTextMark[] | undefined, b: RichTextMark[] | undefined): boolean {
  return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
}

class ParagraphBuilder {
  inlines: RichTextInline[] = [];

  text(value: string, marks: Marks) {
    // Non-breaking spaces are how editors keep typed spaces visible; the document keeps spaces.
    const parts = value.replace(/\u00a0/g, ' ').split('\n');
    parts.forEach((part, i) => {
      if (i > 0) this.inlines.push({ type: 'hardBreak' });
      if (!part) return;
      const node = { type: 'text' as const, text: part, marks: toMarks(marks) };
      const last = this.inlines.at(-1);
      if (last?.type === 'text' && sameMarks(last.marks, node.marks)) last.text += part;
      else this.inlines.push(node.marks ? node : { type: 'text', text: part });
    });
  }

  hardBreak() {
    this.inlines.push({ type: 'hardBreak' });
  }

  /** The paragraph; a trailing line break is only the editor's placeholder for an empty line. */
  build(): RichTextParagraph {
    const inlines = [...this.inlines];
    if (inlines.at(-1)?.type === 'hardBreak') inlines.pop();
    return inlines.length > 0 ? { type: 'paragraph', content: inlines } : { type: 'paragraph' };
  }

  get empty() {
    return this.inlines.length === 0;
  }
}

/** Collects a run of block content into paragraphs (and lists, which end a paragraph). */
class BlockCollector {
  blocks: RichTextBlock[] = [];
  private current: ParagraphBuilder | null = null;

  private paragraph(): ParagraphBuilder {
    this.current ??= new ParagraphBuilder();
    return this.current;
  }

  /** Ends the open paragraph, if any. */
  flush() {
    if (this.current) this.blocks.push(this.current.build());
    this.current = null;
  }

  walk(node: Node, marks: Marks) {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) {
        const text = (child as Text).data;
        // Whitespace with a line break between blocks is layout, not text.
        if (!this.current && /^\s*$/.test(text) && text.includes('\n')) continue;
        if (text) this.paragraph().text(text, marks);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      const tag = element.tagName.toUpperCase();
      if (DROPPED.has(tag)) continue;
      if (tag === 'BR') this.paragraph().hardBreak();
      else if (LISTS.has(tag)) {
        this.flush();
        const items = listItems(element, marks);
        if (items.length > 0) this.blocks.push({ type: 'bulletList', content: items });
      } else if (BLOCKS.has(tag)) {
        // A block inside the run: whatever came before it is a paragraph of its own.
        if (this.current && !this.current.empty) this.flush();
        else this.current = null;
        const before = this.blocks.length;
        this.walk(element, marksOf(element, marks));
        this.flush();
        // An empty block (<p><br></p>, <div></div>) is an empty line.
        if (this.blocks.length === before) this.blocks.push({ type: 'paragraph' });
      } else {
        this.walk(element, marksOf(element, marks));
      }
    }
  }

  done(): RichTextBlock[] {
    this.flush();
    return this.blocks;
  }
}

/** A list's items; a nested list's items join the same list (the document has one level). */
function listItems(list: Element, marks: Marks) {
  const items: { type: 'listItem'; content: RichTextParagraph[] }[] = [];
  for (const child of Array.from(list.children)) {
    const collector = new BlockCollector();
    collector.walk(child, marks);
    const paragraphs: RichTextParagraph[] = [];
    const nested: typeof items = [];
    for (const block of collector.done()) {
      if (block.type === 'paragraph') paragraphs.push(block);
      else nested.push(...block.content);
    }
    if (paragraphs.length > 0 || nested.length === 0)
      items.push({ type: 'listItem', content: paragraphs.length > 0 ? paragraphs : [{ type: 'paragraph' }] });
    items.push(...nested);
  }
  return items;
}

/** The document an editor's content stands for. */
export function domToRichText(root: Node): RichTextDoc {
  const collector = new BlockCollector();
  collector.walk(root, {});
  const content = collector.done();
  // An editor holding only empty lines is empty.
  const onlyEmpty = content.every((block) => block.type === 'paragraph' && !block.content);
  return { type: 'doc', content: onlyEmpty ? [] : content };
}

function inlineNodes(doc: Document, inlines: readonly RichTextInline[] | undefined): Node[] {
  return (inlines ?? []).map((inline) => {
    if (inline.type === 'hardBreak') return doc.createElement('br');
    let node: Node = doc.createTextNode(inline.text);
    for (const mark of inline.marks ?? []) {
      let wrapper: HTMLElement;
      if (mark.type === 'bold') wrapper = doc.createElement('b');
      else if (mark.type === 'italic') wrapper = doc.createElement('i');
      else {
        if (!isSafeLink(mark.attrs.href)) continue;
        wrapper = doc.createElement('a');
        wrapper.setAttribute('href', mark.attrs.href);
      }
      wrapper.append(node);
      node = wrapper;
    }
    return node;
  });
}

function paragraphNode(doc: Document, paragraph: RichTextParagraph): HTMLElement {
  const p = doc.createElement('p');
  const nodes = inlineNodes(doc, paragraph.content);
  // An empty line needs a placeholder to keep its height while editing.
  if (nodes.length === 0 || nodes.at(-1)?.nodeName === 'BR') nodes.push(doc.createElement('br'));
  p.append(...nodes);
  return p;
}

/** Replaces an element's content with the document's DOM. */
export function writeRichText(target: HTMLElement, richText: RichTextDoc | null): void {
  const doc = target.ownerDocument;
  const nodes = (richText?.content ?? []).map((block) => {
    if (block.type === 'paragraph') return paragraphNode(doc, block);
    const ul = doc.createElement('ul');
    for (const item of block.content) {
      const li = doc.createElement('li');
      item.content.forEach((paragraph, i) => {
        if (i > 0) li.append(doc.createElement('br'));
        li.append(...inlineNodes(doc, paragraph.content));
      });
      ul.append(li);
    }
    return ul;
  });
  target.replaceChildren(...nodes);
}
