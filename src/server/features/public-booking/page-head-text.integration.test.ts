import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPages } from '../../db/schema/booking-pages';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createPackage } from '../packages/packages-testing';
import { at, servedPages, setUpExpert } from './booking-test-setup';
import { createGroupSession, createSeries } from './seat-test-setup';

// Every public page's head with text that String.replace would expand in a replacement string
// ($' the text after the mark, $` the text before it, $& the mark itself, $1 a group).

const NAME = "Ada $' $` $& $1 $$";
const NAME_HTML = "Ada $' $` $&amp; $1 $$";
const TITLE = "Yoga $' $` $& $1 <b>";
const TITLE_HTML = "Yoga $' $` $&amp; $1 &lt;b&gt;";
const WORDS = 'Calm $\' then $` and $& or $1 "quoted"';
const WORDS_HTML = "Calm $' then $` and $&amp; or $1 &quot;quoted&quot;";

let t: TestApp;
let pages: ReturnType<typeof servedPages>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const ada = await setUpExpert(t, 'ada@example.com', 'ada');
  await t.services.deps.database.db
    .update(bookingPages)
    .set({ displayName: NAME, headline: WORDS })
    .where(eq(bookingPages.id, ada.pageId));
  const service = await ada.expert.request('POST', '/api/services', {
    title: TITLE,
    description: WORDS,
    duration: 60,
    price: 0,
    availabilityId: 'availability',
    customSchedulingRules: null,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
  });
  expect(service.status).toBe(201);
  ids.service = service.body.id;
  ids.session = await createGroupSession(ada.expert, {
    title: TITLE,
    description: WORDS,
    start: at('18:00'),
    end: at('19:00'),
  });
  ids.series = await createSeries(ada.expert, { title: TITLE, description: WORDS });
  const description = {
    type: 'doc' as const,
    content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: WORDS }] }],
  };
  ids.package = (await createPackage(ada.expert, { title: TITLE, description })).id;
  pages = servedPages(t);
}, 60_000);

afterAll(async () => {
  pages?.close();
  await t?.close();
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('public page heads with $-patterns in user text', () => {
  it('renders /{slug} once, with the exact escaped name and headline', async () => {
    const { status, html } = await pages.get('/ada');
    expect(status).toBe(200);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/PUBLIC/g)).toHaveLength(1);
    expect(head(html)).toContain(`<title>${NAME_HTML}</title>`);
    expect(head(html)).toContain(`<meta name="description" content="${WORDS_HTML}" />`);
    expect(head(html)).toContain(`<meta property="og:title" content="${NAME_HTML}" />`);
    expect(head(html)).toContain(`<meta property="og:description" content="${WORDS_HTML}" />`);
  });

  for (const [kind, path] of [
    ['service', () => `/ada/${ids.service}`],
    ['group session', () => `/sessions/${ids.session}`],
    ['series', () => `/series/${ids.series}`],
    ['package', () => `/packages/${ids.package}`],
  ] as const) {
    it(`renders the ${kind} page once, with the exact escaped title and description`, async () => {
      const { status, html } = await pages.get(path());
      expect(status).toBe(200);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/PUBLIC/g)).toHaveLength(1);
      expect(head(html)).toContain(`<title>${TITLE_HTML} · ${NAME_HTML}</title>`);
      expect(head(html)).toContain(`<meta name="description" content="${WORDS_HTML}" />`);
      expect(head(html)).toContain(`<meta property="og:title" content="${TITLE_HTML} · ${NAME_HTML}" />`);
      expect(head(html)).toContain(`<meta property="og:description" content="${WORDS_HTML}" />`);
    });
  }

  it('renders the private and not-found pages once', async () => {
    for (const [path, title] of [
      ['/booking/abc', 'Your booking'],
      ['/packages/use', 'Your package'],
      ['/sessions/none', 'Not found'],
    ]) {
      const { html } = await pages.get(path!);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${title}</title>`);
    }
  });
});

describe('the API answer each public page preloads (issue 19, ADR 056)', () => {
  const preload = (href: string) =>
    `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`;

  it('preloads the page, the service and the package that the page’s script asks for first', async () => {
    for (const [path, api] of [
      ['/ada', '/api/public/pages/ada'],
      [`/ada/${ids.service}`, `/api/public/pages/ada/services/${ids.service}`],
      [`/packages/${ids.package}`, `/api/public/packages/${ids.package}`],
    ]) {
      const { html } = await pages.get(path!);
      expect(head(html), path).toContain(preload(api!));
      expect(html.match(/rel="preload"/g), path).toHaveLength(1);
    }
  });

  it('preloads nothing on private and not-found pages', async () => {
    for (const path of ['/booking/abc', '/sessions/none']) {
      expect((await pages.get(path)).html).not.toContain('rel="preload"');
    }
  });
});
