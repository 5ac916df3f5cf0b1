import { describe, expect, it } from 'vitest';
import { renderHead } from './head-tags';

describe('renderHead', () => {
  it('preloads the API answer the page asks for first, in the credentials mode of its fetch', () => {
    const head = renderHead({ title: 'Maya Okafor', preload: '/api/public/pages/maya-okafor' });
    expect(head).toContain(
      '<link rel="preload" href="/api/public/pages/maya-okafor" as="fetch" crossorigin="anonymous" />',
    );
  });

  it('preloads nothing when not told (private pages, the 404)', () => {
    expect(renderHead({ title: 'Your booking', noIndex: true })).not.toContain('rel="preload"');
  });

  it('escapes the address', () => {
    expect(renderHead({ title: 't', preload: '/api/public/pages/a"b' })).toContain(
      'href="/api/public/pages/a&quot;b"',
    );
  });
});
