// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { type RichTextDoc, richTextDocument } from '../../../domain/rich-text/rich-text';
import { domToRichText, writeRichText } from './rich-text-dom';

/** An editor's content as the browser left it (markup is only test input here). */
function read(markup: string): RichTextDoc {
  const root = document.createElement('div');
  root.innerHTML = markup;
  const doc = domToRichText(root);
  expect(richTextDocument.safeParse(doc).success).toBe(true);
  return doc;
}

const p = (...content: object[]) => (content.length ? { type: 'paragraph', content } : { type: 'paragraph' });
const text = (value: string, ...marks: object[]) =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const bold = { type: 'bold' };
const italic = { type: 'italic' };

describe('reading the editor', () => {
  it('reads paragraphs, marks, line breaks and lists', () => {
    expect(
      read(
        '<p>Five <b>deep</b> <i>dives</i><br>next</p><ul><li>one</li><li><strong>two</strong></li></ul><p><br></p>',
      ),
    ).toEqual({
      type: 'doc',
      content: [
        p(
          text('Five '),
          text('deep', bold),
          text(' '),
          text('dives', italic),
          { type: 'hardBreak' },
          text('next'),
        ),
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [p(text('one'))] },
            { type: 'listItem', content: [p(text('two', bold))] },
          ],
        },
        p(),
      ],
    });
  });

  it("reads Chromium's first line before its first block", () => {
    expect(read('Hello<div>world</div><div><br></div><div>again</div>')).toEqual({
      type: 'doc',
      content: [p(text('Hello')), p(text('world')), p(), p(text('again'))],
    });
  });

  it('keeps only safe links and reduces everything else to text', () => {
    expect(
      read(
        '<p>a<script>alert(1)</script><a href="javascript:alert(1)">b</a><span style="font-weight: 700">c</span><u>d</u><img src=x onerror="alert(1)"><a href="https://example.com" onclick="x()">e</a></p>',
      ),
    ).toEqual({
      type: 'doc',
      content: [
        p(
          text('ab'),
          text('c', bold),
          text('d'),
          text('e', { type: 'link', attrs: { href: 'https://example.com' } }),
        ),
      ],
    });
  });

  it('orders marks the same way whatever the nesting', () => {
    expect(read('<p><i><b>x</b></i><b><i>y</i></b></p>')).toEqual({
      type: 'doc',
      content: [p(text('xy', bold, italic))],
    });
  });

  it('flattens nested lists and numbered lists into one bullet list', () => {
    expect(read('<ol><li>a<ul><li>b</li></ul></li><li>c</li></ol>')).toEqual({
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [p(text('a'))] },
            { type: 'listItem', content: [p(text('b'))] },
            { type: 'listItem', content: [p(text('c'))] },
          ],
        },
      ],
    });
  });

  it('turns non-breaking spaces into spaces and an editor of empty lines into an empty document', () => {
    expect(read('<p>a\u00a0\u00a0b</p>')).toEqual({ type: 'doc', content: [p(text('a  b'))] });
    expect(read('<p><br></p><div></div>')).toEqual({ type: 'doc', content: [] });
    expect(read('')).toEqual({ type: 'doc', content: [] });
  });
});

describe('writing a document into the editor', () => {
  it('round-trips', () => {
    const doc = {
      type: 'doc',
      content: [
        p(
          text('Five '),
          text('deep', bold, italic),
          { type: 'hardBreak' },
          text('dives', { type: 'link', attrs: { href: 'https://example.com' } }),
        ),
        p(),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
      ],
    } as RichTextDoc;
    const root = document.createElement('div');
    writeRichText(root, doc);
    expect(root.innerHTML).toBe(
      '<p>Five <i><b>deep</b></i><br><a href="https://example.com">dives</a></p><p><br></p><ul><li>one</li></ul>',
    );
    expect(domToRichText(root)).toEqual(doc);
  });

  it('never writes an unsafe link', () => {
    const root = document.createElement('div');
    writeRichText(root, {
      type: 'doc',
      content: [p(text('x', { type: 'link', attrs: { href: 'javascript:alert(1)' } }))],
    } as RichTextDoc);
    expect(root.innerHTML).toBe('<p>x</p>');
  });
});
