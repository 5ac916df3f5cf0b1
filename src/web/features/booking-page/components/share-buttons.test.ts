import { describe, expect, it } from 'vitest';
import { buildShareLinks } from './share-buttons';

describe('buildShareLinks', () => {
  const links = Object.fromEntries(
    buildShareLinks('https://slotwise.app/ada-lovelace', 'Book a session with Ada').map((l) => [
      l.network,
      l.href,
    ]),
  );

  it('offers X, Facebook, LinkedIn, WhatsApp and email, in that order', () => {
    expect(buildShareLinks('https://x.test/a', 't').map((l) => l.network)).toEqual([
      'X',
      'Facebook',
      'LinkedIn',
      'WhatsApp',
      'Email',
    ]);
  });

  it('encodes the page URL into each share link', () => {
    const encoded = encodeURIComponent('https://slotwise.app/ada-lovelace');
    expect(links.X).toBe(`https://x.com/intent/tweet?url=${encoded}&text=Book%20a%20session%20with%20Ada`);
    expect(links.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links.LinkedIn).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.WhatsApp).toBe(`https://wa.me/?text=Book%20a%20session%20with%20Ada%20${encoded}`);
    expect(links.Email).toBe(
      `mailto:?subject=Book%20a%20session%20with%20Ada&body=Book%20a%20session%20with%20Ada%3A%20${encoded}`,
    );
  });
});
