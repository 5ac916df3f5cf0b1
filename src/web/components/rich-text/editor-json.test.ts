import { describe, expect, it } from 'vitest';
import { richTextDocument } from '../../../domain/rich-text/rich-text';
import { richTextFromEditor } from './editor-json';

describe('richTextFromEditor', () => {
  it('keeps paragraphs, bullet lists, hard breaks, bold, italic and a link address only', () => {
    const doc = richTextFromEditor({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Five calls. ' },
            { type: 'text', text: 'Booked one by one.', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'hardBreak' },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Notes after each ' },
                    {
                      type: 'text',
                      text: 'call',
                      marks: [
                        {
                          type: 'link',
                          attrs: {
                            href: 'https://example.com/notes',
                            target: '_blank',
                            rel: 'noopener noreferrer nofollow',
                            class: null,
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Five calls. ' },
            { type: 'text', text: 'Booked one by one.', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'hardBreak' },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Notes after each ' },
                    {
                      type: 'text',
                      text: 'call',
                      marks: [{ type: 'link', attrs: { href: 'https://example.com/notes' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(richTextDocument.safeParse(doc).success).toBe(true);
  });

  it('reads an editor holding only empty lines as an empty document', () => {
    expect(
      richTextFromEditor({
        type: 'doc',
        content: [{ type: 'paragraph' }, { type: 'paragraph', content: [] }],
      }),
    ).toEqual({ type: 'doc', content: [] });
  });

  it('drops the empty lines after the last written block', () => {
    expect(
      richTextFromEditor({
        type: 'doc',
        content: [
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }],
              },
            ],
          },
          { type: 'paragraph' },
          { type: 'paragraph' },
        ],
      }),
    ).toEqual({
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] },
          ],
        },
      ],
    });
  });

  it('keeps empty lines between written ones', () => {
    expect(
      richTextFromEditor({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
          { type: 'paragraph' },
          { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
        ],
      }),
    ).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
      ],
    });
  });

  it('drops what the stored document cannot hold: headings, images, underline, empty list items', () => {
    expect(
      richTextFromEditor({
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
          { type: 'image', attrs: { src: 'https://example.com/x.png' } },
          { type: 'paragraph', content: [{ type: 'text', text: 'Plain', marks: [{ type: 'underline' }] }] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [] }] },
        ],
      }),
    ).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plain' }] }] });
  });
});
