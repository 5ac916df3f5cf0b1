import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEO_MESSAGES } from '../../../domain/booking-page/seo-input';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { richTextFromPlain } from '../../../domain/rich-text/rich-text';
import { bookingPages } from '../../db/schema/booking-pages';
import { setPlan } from '../../testing/experts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { setUpPackageSeller } from '../package-purchase/package-testing';
import { servedPages } from '../public-booking/booking-test-setup';

// Issue 19, the SEO tab: title, description, social image and noIndex through the API (plan
// gated), and what the server then sends: meta tags, Open Graph and Twitter cards, schema.org
// JSON-LD, sitemap.xml and robots.txt.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let pageId: string;
let coaching: string;
let packageId: string;
let pages: ReturnType<typeof servedPages>;
const db = () => t.services.deps.database.db;
const PAGE_URL = `${TEST_PUBLIC_URL}/ada`;

const seo = (
  fields: Partial<{ title: string; description: string; image: string; noIndex: boolean }> = {},
) => ({
  title: '',
  description: '',
  image: '',
  noIndex: false,
  ...fields,
});
const save = (as: TestClient, body: unknown) => as.request('PUT', '/api/booking-page/seo', body);
const stored = async () => {
  const [row] = await db()
    .select({
      title: bookingPages.seoTitle,
      description: bookingPages.seoDescription,
      image: bookingPages.seoImage,
      noIndex: bookingPages.noIndex,
    })
    .from(bookingPages)
    .where(eq(bookingPages.id, pageId));
  return row!;
};
/** The JSON-LD graph of served HTML. */
const graphOf = (html: string) => {
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!) as { '@context': string; '@graph': Array<Record<string, unknown>> };
};

beforeAll(async () => {
  t = await createTestApp();
  const seller = await setUpPackageSeller(t);
  ada = seller.expert;
  pageId = seller.pageId;
  coaching = seller.coaching;
  packageId = (await seller.sell()).id as string;
  bob = await t.expert('bob@example.com');
  await setPlan(t, 'ada@example.com', 'free');
  pages = servedPages(t);
});
afterAll(async () => {
  pages.close();
  await t.close();
});

describe('the SEO tab (PUT /api/booking-page/seo)', () => {
  it("reads the page's own title, description and image as the defaults", async () => {
    const res = await ada.request('GET', '/api/booking-page/seo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: null,
      description: null,
      image: null,
      noIndex: false,
      defaults: { title: 'Ada Lovelace', description: 'Book a session with Ada Lovelace.', image: null },
    });
  });

  it('needs a plan with SEO settings, naming the plan that has it, and changes nothing', async () => {
    const res = await save(ada, seo({ title: 'Career coaching', noIndex: true }));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(upgradeMessage('seoSettings'));
    expect(res.body.error.message).toBe('Upgrade to Starter to use SEO settings');
    expect(await stored()).toEqual({ title: null, description: null, image: null, noIndex: false });
  });

  it('saves the fields on a plan that has them, trimmed, and reads them back', async () => {
    await setPlan(t, 'ada@example.com', 'starter');
    const body = seo({
      title: ' Ada Lovelace · Career coaching </script> ',
      description: 'Coaching for engineers moving into leadership & management.',
      image: 'https://cdn.example.com/ada-share.png',
    });
    const res = await save(ada, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Ada Lovelace · Career coaching </script>',
      description: 'Coaching for engineers moving into leadership & management.',
      image: 'https://cdn.example.com/ada-share.png',
      noIndex: false,
    });
    expect((await ada.request('GET', '/api/booking-page/seo')).body).toEqual(res.body);
  });

  it("refuses bad fields with the form's messages and changes nothing", async () => {
    const before = await stored();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [seo({ title: 'x'.repeat(71) }), 'title', SEO_MESSAGES.titleLong],
      [seo({ description: 'x'.repeat(161) }), 'description', SEO_MESSAGES.descriptionLong],
      [seo({ image: 'http://cdn.example.com/a.png' }), 'image', SEO_MESSAGES.imageInvalid],
      [seo({ image: 'javascript:alert(1)' }), 'image', SEO_MESSAGES.imageInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(ada, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error).toEqual({ code: 'bad_request', message, fields: { [field]: message } });
    }
    expect((await save(ada, { ...seo(), noIndex: 'yes' })).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("is the signed-in expert's own: without a page 404, and another expert's save leaves it alone", async () => {
    const before = await stored();
    await setPlan(t, 'bob@example.com', 'starter');
    expect((await save(bob, seo({ title: 'Bob' }))).status).toBe(404);
    expect((await bob.request('GET', '/api/booking-page/seo')).status).toBe(404);
    await bob.request('POST', '/api/booking-page', { firstName: 'Bob', lastName: 'Ross', slug: 'bob' });
    expect((await save(bob, seo({ title: 'Bob paints' }))).status).toBe(200);
    expect(await stored()).toEqual(before);
    expect((await t.client().request('PUT', '/api/booking-page/seo', seo())).status).toBe(401);
  });
});

describe('the HTML the server sends', () => {
  it('has the title, description and image as meta tags, Open Graph and a large Twitter card', async () => {
    const { status, html } = await pages.get('/ada');
    expect(status).toBe(200);
    const title = 'Ada Lovelace · Career coaching &lt;/script&gt;';
    const description = 'Coaching for engineers moving into leadership &amp; management.';
    for (const tag of [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}" />`,
      `<link rel="canonical" href="${PAGE_URL}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${PAGE_URL}" />`,
      '<meta property="og:image" content="https://cdn.example.com/ada-share.png" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:title" content="${title}" />`,
      `<meta name="twitter:description" content="${description}" />`,
      '<meta name="twitter:image" content="https://cdn.example.com/ada-share.png" />',
    ])
      expect(html).toContain(tag);
    expect(html).not.toContain('noindex');
  });

  it('describes the expert and what they sell in schema.org JSON-LD, and no text can end the script', async () => {
    const { html } = await pages.get('/ada');
    const script = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!;
    // The description's '&' is escaped inside the script (so would a '<' be).
    expect(script).toContain('leadership \\u0026 management');
    const graph = graphOf(html);
    expect(graph['@context']).toBe('https://schema.org');
    const person = graph['@graph'].find((n) => n['@type'] === 'Person');
    expect(person).toEqual({
      '@type': 'Person',
      '@id': `${PAGE_URL}#person`,
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      url: PAGE_URL,
      image: 'https://cdn.example.com/ada-share.png',
      description: 'Coaching for engineers moving into leadership & management.',
    });
    const view = (await t.client().request('GET', '/api/public/pages/ada')).body;
    const service = view.services.find((s: { id: string }) => s.id === coaching);
    const coachingNode = graph['@graph'].find((n) => n.url === `${PAGE_URL}/${coaching}`);
    expect(coachingNode).toEqual({
      '@type': 'Service',
      '@id': `${PAGE_URL}/${coaching}#service`,
      name: 'Coaching call',
      url: `${PAGE_URL}/${coaching}`,
      provider: { '@id': `${PAGE_URL}#person` },
      offers: {
        '@type': 'Offer',
        price: (service.price / 100).toFixed(2),
        priceCurrency: 'USD',
        url: `${PAGE_URL}/${coaching}`,
        availability: 'https://schema.org/InStock',
      },
    });
    const bundle = graph['@graph'].find((n) => n.url === `${TEST_PUBLIC_URL}/packages/${packageId}`);
    expect(bundle).toMatchObject({
      '@type': 'Service',
      name: 'Coaching bundle',
      offers: { '@type': 'Offer' },
    });
  });

  it('names a business as an Organization founded by the expert, and gives a service page its Offer', async () => {
    await db()
      .update(bookingPages)
      .set({ displayName: 'Lovelace Coaching' })
      .where(eq(bookingPages.id, pageId));
    const graph = graphOf((await pages.get('/ada')).html)['@graph'];
    expect(graph.find((n) => n['@type'] === 'Organization')).toMatchObject({
      '@id': `${PAGE_URL}#organization`,
      name: 'Lovelace Coaching',
      founder: { '@id': `${PAGE_URL}#person` },
    });
    const service = graphOf((await pages.get(`/ada/${coaching}`)).html)['@graph'];
    expect(service.find((n) => n['@type'] === 'Service')).toMatchObject({
      name: 'Coaching call',
      provider: { '@id': `${PAGE_URL}#organization` },
      offers: { '@type': 'Offer', priceCurrency: 'USD' },
    });
    await db().update(bookingPages).set({ displayName: 'Ada Lovelace' }).where(eq(bookingPages.id, pageId));
  });

  it("falls back to the page's own when the fields are emptied, with a small card without an image", async () => {
    await db()
      .update(bookingPages)
      .set({ headline: 'Career coaching for engineers' })
      .where(eq(bookingPages.id, pageId));
    expect((await save(ada, seo())).status).toBe(200);
    const { html } = await pages.get('/ada');
    expect(html).toContain('<title>Ada Lovelace</title>');
    expect(html).toContain('<meta name="description" content="Career coaching for engineers" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });

  it('lists the page, its services, policies and packages in sitemap.xml, and names it in robots.txt', async () => {
    await ada.request('PUT', '/api/booking-page/policies', {
      terms: richTextFromPlain('Paid when booked.'),
      privacy: null,
    });
    const { status, html: xml } = await pages.get('/sitemap.xml');
    expect(status).toBe(200);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const url of [
      PAGE_URL,
      `${PAGE_URL}/${coaching}`,
      `${PAGE_URL}/terms`,
      `${TEST_PUBLIC_URL}/packages/${packageId}`,
    ])
      expect(xml).toContain(`<url><loc>${url}</loc></url>`);
    expect(xml).not.toContain(`${PAGE_URL}/privacy`);
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/bob</loc>`);
    const robots = await pages.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.html).toContain('User-agent: *\nAllow: /\n');
    expect(robots.html).toContain('Disallow: /dashboard\n');
    expect(robots.html).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });

  it('with noIndex: a robots noindex tag on its pages, and left out of the sitemap', async () => {
    expect((await save(ada, seo({ noIndex: true }))).status).toBe(200);
    expect((await pages.get('/ada')).html).toContain('<meta name="robots" content="noindex" />');
    expect((await pages.get(`/ada/${coaching}`)).html).toContain('<meta name="robots" content="noindex" />');
    expect((await pages.get('/ada/terms')).html).toContain('<meta name="robots" content="noindex" />');
    const xml = (await pages.get('/sitemap.xml')).html;
    expect(xml).not.toContain(PAGE_URL);
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/bob</loc>`);
  });
});
