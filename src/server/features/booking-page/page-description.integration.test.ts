import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_INVALID } from '../../../domain/rich-text/rich-text';
import { expertWithPage } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { servedPages } from '../public-booking/booking-test-setup';

// The Page tab's description (rich text) and the cover's alt text through PUT /api/booking-page
// (issue 19): stored as the same document as a package's description, refused with the schema's
// messages changing nothing, shown by the public page and in its <head>.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;

const names = {
  slug: 'ada',
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: '',
};
const DESCRIPTION = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'I coach ' },
        { type: 'text', text: 'new managers', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' through their first year.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Weekly calls' }] }],
        },
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Notes',
                  marks: [{ type: 'link', attrs: { href: 'https://example.com' } }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
const publicPage = async (slug = 'ada') =>
  (await t.client().request('GET', `/api/public/pages/${slug}`)).body;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada } = await expertWithPage(t, 'ada@example.com', 'ada'));
  ({ client: bob } = await expertWithPage(t, 'bob@example.com', 'bob'));
});
afterAll(async () => {
  await t.close();
});

describe('the booking page description', () => {
  it('saves a document with bold, a list and a link, which the page and the public page show', async () => {
    const res = await ada.request('PUT', '/api/booking-page', { ...names, description: DESCRIPTION });
    expect(res.status).toBe(200);
    expect(res.body.description).toEqual(DESCRIPTION);
    expect((await ada.request('GET', '/api/booking-page')).body.description).toEqual(DESCRIPTION);
    expect((await publicPage()).description).toEqual(DESCRIPTION);
  });

  it('keeps the description when a save leaves it out, and clears it with an empty document', async () => {
    const kept = await ada.request('PUT', '/api/booking-page', { ...names, headline: 'Coach' });
    expect(kept.body.description).toEqual(DESCRIPTION);
    const emptyLines = {
      type: 'doc',
      content: [{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: '  ' }] }],
    };
    const cleared = await ada.request('PUT', '/api/booking-page', { ...names, description: emptyLines });
    expect(cleared.body.description).toBeNull();
    expect((await publicPage()).description).toBeNull();
    await ada.request('PUT', '/api/booking-page', { ...names, description: DESCRIPTION });
  });

  it("refuses a description that is too long or not the editor's document, and changes nothing", async () => {
    const long = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a'.repeat(2001) }] }],
    };
    const tooLong = await ada.request('PUT', '/api/booking-page', {
      ...names,
      headline: 'Changed',
      description: long,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({
      description: 'Too long, please limit the description to 2000 characters',
    });
    const script = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
      ],
    };
    for (const bad of [
      '<script>alert(1)</script>',
      script,
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'x' } }] },
    ]) {
      const res = await ada.request('PUT', '/api/booking-page', {
        ...names,
        headline: 'Changed',
        description: bad,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ description: RICH_TEXT_INVALID });
    }
    const page = (await ada.request('GET', '/api/booking-page')).body;
    expect(page.description).toEqual(DESCRIPTION);
    expect(page.headline).toBeNull();
  });

  it("is the expert's own: Bob's save changes Bob's page only", async () => {
    const bobs = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: "Bob's words" }] }],
    };
    const res = await bob.request('PUT', '/api/booking-page', {
      ...names,
      slug: 'bob',
      displayName: 'Bob Ross',
      description: bobs,
    });
    expect(res.status).toBe(200);
    expect((await publicPage('bob')).description).toEqual(bobs);
    expect((await publicPage('ada')).description).toEqual(DESCRIPTION);
  });

  it('describes the page in its <head> with the plain text when there is no headline', async () => {
    const { html } = await servedPages(t).get('/ada');
    expect(html).toContain(
      '<meta name="description" content="I coach new managers through their first year. Weekly calls Notes" />',
    );
  });
});

describe("the cover's description (alt text)", () => {
  it('is saved with the Page tab and given to the public page with the cover', async () => {
    const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
    const cover = await ada.request('PUT', '/api/booking-page/cover', undefined, {
      raw: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(cover.body.cover.alt).toBe('');
    const res = await ada.request('PUT', '/api/booking-page', {
      ...names,
      coverAlt: '  A green field at dawn ',
    });
    expect(res.status).toBe(200);
    expect(res.body.coverAlt).toBe('A green field at dawn');
    expect(res.body.cover.alt).toBe('A green field at dawn');
    expect((await publicPage()).cover.alt).toBe('A green field at dawn');
    const tooLong = await ada.request('PUT', '/api/booking-page', { ...names, coverAlt: 'a'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ coverAlt: 'Too long, please use at most 200 characters' });
    expect((await publicPage()).cover.alt).toBe('A green field at dawn');
    const cleared = await ada.request('PUT', '/api/booking-page', { ...names, coverAlt: '' });
    expect(cleared.body.cover.alt).toBe('');
  });

  it('is dropped with the cover it described when the cover is replaced or removed', async () => {
    await ada.request('PUT', '/api/booking-page', { ...names, coverAlt: 'A green field at dawn' });
    const other = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#e8590c' } })
      .png()
      .toBuffer();
    const replaced = await ada.request('PUT', '/api/booking-page/cover', undefined, {
      raw: other,
      headers: { 'content-type': 'image/png' },
    });
    expect(replaced.body.coverAlt).toBe('');
    expect(replaced.body.cover.alt).toBe('');
    await ada.request('PUT', '/api/booking-page', { ...names, coverAlt: 'An orange sky' });
    const removed = await ada.request('DELETE', '/api/booking-page/cover');
    expect(removed.body).toMatchObject({ cover: null, coverAlt: '' });
  });
});
