import { describe, expect, it } from 'vitest';
import { renderEmail } from './layout';

describe('renderEmail', () => {
  it('escapes what it is given and keeps the link in the text part', () => {
    const { html, text } = renderEmail({
      heading: 'Hi <Ada>',
      paragraphs: ['Tom & Jerry "quoted"'],
      action: { label: 'Open', url: 'https://example.com/a?b=1&c=2' },
    });
    expect(html).toContain('Hi &lt;Ada&gt;');
    expect(html).toContain('Tom &amp; Jerry &quot;quoted&quot;');
    expect(html).toContain('href="https://example.com/a?b=1&amp;c=2"');
    expect(html).not.toContain('<Ada>');
    expect(text).toBe(
      'Hi <Ada>\n\nTom & Jerry "quoted"\n\nOpen: https://example.com/a?b=1&c=2\n\nSent by Slotwise',
    );
  });

  it('makes a paragraph with a link a link in HTML and plain text in the text part', () => {
    const { html, text } = renderEmail({
      heading: 'Booked',
      paragraphs: [{ text: 'Where: Team room: ', link: 'https://meet.example.com/a?b=1&c=2' }],
    });
    expect(html).toContain(
      'Where: Team room: <a href="https://meet.example.com/a?b=1&amp;c=2">https://meet.example.com/a?b=1&amp;c=2</a>',
    );
    expect(text).toBe('Booked\n\nWhere: Team room: https://meet.example.com/a?b=1&c=2\n\nSent by Slotwise');
  });
});
