import { describe, expect, it } from 'vitest';
import { RICH_TEXT_INVALID, richTextFromPlain } from '../rich-text/rich-text';
import { isPublicPageImage, sizedKey } from './page-images';
import {
  BOOKING_PAGE_MESSAGES,
  COVER_ALT_MAX,
  DESCRIPTION_MAX,
  updateBookingPageInput,
} from './update-booking-page-input';

// The Page tab's description and cover text (issue 19): the schema the form and PUT /api/booking-page share.

const base = {
  slug: 'ada',
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: '',
};
const parse = (extra: object) => updateBookingPageInput.safeParse({ ...base, ...extra });
const message = (extra: object) => parse(extra).error?.issues[0]?.message;

describe('the booking page description', () => {
  it('takes a rich-text document of bold, italic, links and bullet lists, and may be left out', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Hello', marks: [{ type: 'bold' }] }] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] },
          ],
        },
      ],
    };
    expect(parse({ description: doc }).data?.description).toEqual(doc);
    expect(parse({}).success).toBe(true);
    expect(parse({}).data?.description).toBeUndefined();
  });

  it(`counts at most ${DESCRIPTION_MAX} characters of text, formatting free`, () => {
    expect(parse({ description: richTextFromPlain('a'.repeat(DESCRIPTION_MAX)) }).success).toBe(true);
    // Many short paragraphs: the line breaks between them are not counted.
    expect(parse({ description: richTextFromPlain(Array(1000).fill('ab').join('\n')) }).success).toBe(true);
    expect(message({ description: richTextFromPlain('a'.repeat(DESCRIPTION_MAX + 1)) })).toBe(
      'Too long, please limit the description to 2000 characters',
    );
    expect(BOOKING_PAGE_MESSAGES.descriptionLong).toBe(
      'Too long, please limit the description to 2000 characters',
    );
  });

  it('refuses HTML, scripts, unknown nodes and unsafe links with one message', () => {
    for (const bad of [
      '<p>Hello</p>',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'script' }] }],
          },
        ],
      },
      { type: 'doc', content: [{ type: 'heading', content: [{ type: 'text', text: 'Hi' }] }] },
      { type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'color:red' } }] },
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
    ])
      expect(message({ description: bad }), JSON.stringify(bad)).toBe(RICH_TEXT_INVALID);
  });
});

describe("the cover's description (alt text)", () => {
  it(`is trimmed, may be empty and holds at most ${COVER_ALT_MAX} characters`, () => {
    expect(parse({ coverAlt: '  A desk by a window  ' }).data?.coverAlt).toBe('A desk by a window');
    expect(parse({ coverAlt: '' }).success).toBe(true);
    expect(parse({ coverAlt: 'a'.repeat(COVER_ALT_MAX) }).success).toBe(true);
    expect(message({ coverAlt: 'a'.repeat(COVER_ALT_MAX + 1) })).toBe(
      'Too long, please use at most 200 characters',
    );
  });
});

describe('which page images /images serves', () => {
  const sha = 'a'.repeat(64);
  it('serves covers and call backgrounds at their two sizes, and nothing else', () => {
    expect(isPublicPageImage(`covers/p1/${sha}.jpg`)).toBe(true);
    expect(isPublicPageImage(sizedKey(`covers/p1/${sha}.jpg`, 800))).toBe(true);
    expect(isPublicPageImage(`call-backgrounds/p1/${sha}.jpg`)).toBe(true);
    expect(isPublicPageImage(`call-backgrounds/p1/${sha}-960.jpg`)).toBe(true);
    for (const key of [
      `covers/p1/${sha}-960.jpg`,
      `call-backgrounds/p1/${sha}-800.jpg`,
      `covers/p1/${sha}.png`,
      `covers/${sha}.jpg`,
      `covers/../${sha}.jpg`,
      `photo-uploads/p1/${sha}.jpg`,
      `covers/p1/${sha.slice(1)}.jpg`,
    ])
      expect(isPublicPageImage(key), key).toBe(false);
  });
});
