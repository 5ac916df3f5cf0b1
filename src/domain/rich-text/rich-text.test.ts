import { describe, expect, it } from 'vitest';
import {
  isRichTextEmpty,
  isSafeLink,
  normalizeLink,
  plainText,
  RICH_TEXT_INVALID,
  type RichTextDoc,
  richTextDocument,
  richTextField,
  richTextFromPlain,
  richTextLength,
} from './rich-text';

const doc: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Five ' },
        { type: 'text', text: 'deep', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'dives',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/a?b=1' } }],
        },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Notes' }] }] },
        { type: 'listItem', content: [{ type: 'paragraph' }] },
      ],
    },
    { type: 'paragraph' },
  ],
};

describe('rich text documents', () => {
  it('accepts paragraphs, bullet lists, hard breaks and bold, italic and link marks', () => {
    expect(richTextDocument.parse(doc)).toEqual(doc);
  });

  it.each([
    ['an HTML node', { type: 'doc', content: [{ type: 'html', content: '<script>alert(1)</script>' }] }],
    [
      'an extra attribute',
      { type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'color:red' }, content: [] }] },
    ],
    [
      'a javascript: link',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
        ],
      },
    ],
    [
      'a link with an onclick',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'link', attrs: { href: 'https://a.example', onclick: 'alert(1)' } }],
              },
            ],
          },
        ],
      },
    ],
    [
      'an unknown mark',
      {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'code' }] }] }],
      },
    ],
    [
      'a repeated mark',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'bold' }] }],
          },
        ],
      },
    ],
    [
      'an empty text node',
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] },
    ],
    ['an empty list', { type: 'doc', content: [{ type: 'bulletList', content: [] }] }],
    ['a string', '<p>hello</p>'],
    ['a document without content', { type: 'doc' }],
  ])('refuses %s', (_name, value) => {
    expect(richTextDocument.safeParse(value).success).toBe(false);
    const field = richTextField().safeParse(value);
    expect(field.success).toBe(false);
    expect(field.error?.issues.map((i) => [i.path, i.message])).toEqual([[[], RICH_TEXT_INVALID]]);
  });

  it('reads as plain text with a line per paragraph and list item', () => {
    expect(plainText(doc)).toBe('Five deep\ndives\nNotes\n\n');
  });

  it('counts the characters of text only, not line breaks or formatting', () => {
    expect(richTextLength(doc)).toBe('Five deepdivesNotes'.length);
    expect(richTextLength({ type: 'doc', content: [] })).toBe(0);
  });

  it('is empty when it has no visible text', () => {
    expect(isRichTextEmpty({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe(true);
    expect(isRichTextEmpty(richTextFromPlain('  \n '))).toBe(true);
    expect(isRichTextEmpty(doc)).toBe(false);
  });

  it('builds a document from plain lines', () => {
    expect(richTextFromPlain('a\n\nb')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'a' }] },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'b' }] },
      ],
    });
  });
});

describe('links', () => {
  it('allows web and email links only', () => {
    expect(isSafeLink('https://example.com')).toBe(true);
    expect(isSafeLink('http://example.com/x')).toBe(true);
    expect(isSafeLink('mailto:ada@example.com')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,<script>')).toBe(false);
    expect(isSafeLink(' https://example.com')).toBe(false);
    expect(isSafeLink('/relative')).toBe(false);
    expect(isSafeLink(`https://example.com/${'a'.repeat(2000)}`)).toBe(false);
  });

  it('completes what people type', () => {
    expect(normalizeLink('example.com')).toBe('https://example.com');
    expect(normalizeLink(' https://example.com/a ')).toBe('https://example.com/a');
    expect(normalizeLink('ada@example.com')).toBe('mailto:ada@example.com');
    expect(normalizeLink('javascript:alert(1)')).toBeNull();
    expect(normalizeLink('')).toBeNull();
  });
});
