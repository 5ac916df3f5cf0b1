// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { RichTextDoc } from '../../../domain/rich-text/rich-text';
import { domRootPerTest } from '../../testing/dom-root';
import { RichTextView } from './rich-text-view';

const dom = domRootPerTest();

function render(value: RichTextDoc) {
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <RichTextView value={value} />
      </MantineProvider>,
    );
  });
  return dom.container.querySelector('p')!.parentElement!;
}

describe('RichTextView', () => {
  it('renders paragraphs, lists, breaks and marks as elements', () => {
    const view = render({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hi ' },
            { type: 'text', text: 'there', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'site', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
          ],
        },
      ],
    });
    expect(view.innerHTML).toBe(
      '<p><span>Hi </span><span><em><strong>there</strong></em></span><br><span><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a></span></p><ul><li><span><span>one</span></span></li></ul>',
    );
  });

  it('shows markup as text and drops unsafe links', () => {
    const view = render({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '<script>alert(1)</script>' },
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
      ],
    });
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('a')).toBeNull();
    expect(view.textContent).toBe('<script>alert(1)</script>x');
  });
});
