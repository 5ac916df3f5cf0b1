import { describe, expect, it } from 'vitest';
import { RICH_TEXT_INVALID, RICH_TEXT_LINK_INVALID } from '../rich-text/rich-text';
import { NOTE_MAX, NOTE_TOO_DEEP, NOTE_TOO_LONG, noteInput, noteLength, noteText } from './note-content';

const p = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const item = (...content: unknown[]) => ({ type: 'listItem', content });
const bullets = (...items: unknown[]) => ({ type: 'bulletList', content: items });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

const messageOf = (content: unknown) => {
  const result = noteInput.safeParse({ content });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('note content', () => {
  it('keeps what the editor makes and drops the attributes it does not store', () => {
    const parsed = noteInput.parse({
      content: doc(
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Goals', marks: [{ type: 'bold' }, { type: 'underline' }] },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: 'site',
              marks: [
                {
                  type: 'link',
                  attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener', class: null },
                },
              ],
            },
          ],
        },
        { type: 'orderedList', attrs: { start: 1, type: null }, content: [item(p('one'))] },
      ),
    });
    expect(parsed.content).toEqual(
      doc(
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Goals', marks: [{ type: 'bold' }, { type: 'underline' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'site', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
          ],
        },
        { type: 'orderedList', attrs: { start: 1 }, content: [item(p('one'))] },
      ),
    );
  });

  it('allows lists nested 3 deep and refuses a fourth level', () => {
    const three = doc(bullets(item(p('1'), bullets(item(p('2'), bullets(item(p('3'))))))));
    expect(messageOf(three)).toBeNull();
    const four = doc(
      bullets(item(p('1'), bullets(item(p('2'), bullets(item(p('3'), bullets(item(p('4'))))))))),
    );
    expect(messageOf(four)).toBe(NOTE_TOO_DEEP);
  });

  it('refuses HTML, scripts, unknown nodes and unsafe links', () => {
    expect(messageOf('<p>hi</p>')).toBe(RICH_TEXT_INVALID);
    expect(messageOf(doc({ type: 'image', attrs: { src: 'x' } }))).toBe(RICH_TEXT_INVALID);
    expect(messageOf(doc({ type: 'paragraph', content: [{ type: 'html', html: '<script>' }] }))).toBe(
      RICH_TEXT_INVALID,
    );
    const js = doc({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
      ],
    });
    expect(messageOf(js)).toBe(RICH_TEXT_LINK_INVALID);
  });

  it('requires some text', () => {
    expect(messageOf(doc())).toBe('Required');
    expect(messageOf(doc({ type: 'paragraph' }, p('   ')))).toBe('Required');
  });

  it('counts the plain text, line breaks included, up to 50,000 characters', () => {
    const note = doc(p('ab'), bullets(item(p('cd'), bullets(item(p('e'))))));
    expect(noteText(noteInput.parse({ content: note }).content)).toBe('ab\ncd\ne');
    expect(noteLength(noteInput.parse({ content: note }).content)).toBe(7);
    expect(messageOf(doc(p('x'.repeat(NOTE_MAX))))).toBeNull();
    expect(messageOf(doc(p('x'.repeat(NOTE_MAX + 1))))).toBe(NOTE_TOO_LONG);
    expect(messageOf(doc(p('x'.repeat(NOTE_MAX - 1)), p('y')))).toBe(NOTE_TOO_LONG);
  });
});
