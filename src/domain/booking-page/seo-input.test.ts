import { describe, expect, it } from 'vitest';
import { SEO_DESCRIPTION_MAX, SEO_MESSAGES, SEO_TITLE_MAX, seoInput } from './seo-input';

const valid = { title: '', description: '', image: '', noIndex: false };
const firstMessage = (input: unknown) => seoInput.safeParse(input).error?.issues[0]?.message;

describe('the SEO tab (issue 19)', () => {
  it('takes empty fields (the page’s own) and trims what is typed', () => {
    expect(seoInput.parse(valid)).toEqual(valid);
    expect(
      seoInput.parse({
        title: '  Lena Ortiz ',
        description: ' Coaching. ',
        image: ' https://cdn.example.com/a.jpg ',
        noIndex: true,
      }),
    ).toEqual({
      title: 'Lena Ortiz',
      description: 'Coaching.',
      image: 'https://cdn.example.com/a.jpg',
      noIndex: true,
    });
  });

  it('limits the title to 70 characters and the description to 160', () => {
    expect(seoInput.safeParse({ ...valid, title: 'x'.repeat(SEO_TITLE_MAX) }).success).toBe(true);
    expect(firstMessage({ ...valid, title: 'x'.repeat(SEO_TITLE_MAX + 1) })).toBe(SEO_MESSAGES.titleLong);
    expect(SEO_MESSAGES.titleLong).toBe('Too long, please use at most 70 characters');
    expect(seoInput.safeParse({ ...valid, description: 'x'.repeat(SEO_DESCRIPTION_MAX) }).success).toBe(true);
    expect(firstMessage({ ...valid, description: 'x'.repeat(SEO_DESCRIPTION_MAX + 1) })).toBe(
      SEO_MESSAGES.descriptionLong,
    );
  });

  it('takes an https image address only', () => {
    for (const ok of ['https://cdn.example.com/share.png', 'https://example.com/a?b=1'])
      expect(seoInput.safeParse({ ...valid, image: ok }).success, ok).toBe(true);
    for (const bad of [
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'example.com/a.png',
      'https://localhost/a.png',
      'https://exa mple.com/a.png',
      `https://example.com/${'a'.repeat(2000)}`,
    ])
      expect(firstMessage({ ...valid, image: bad }), bad).toBe(SEO_MESSAGES.imageInvalid);
  });

  it('needs noIndex as a boolean, and every field present', () => {
    expect(seoInput.safeParse({ ...valid, noIndex: 'yes' }).success).toBe(false);
    expect(firstMessage({ title: '', description: '', noIndex: false })).toBe(SEO_MESSAGES.imageInvalid);
    expect(firstMessage({ description: '', image: '', noIndex: false })).toBe('Required');
  });
});
