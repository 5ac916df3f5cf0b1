import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createPackage, insertGroupSession } from '../packages/packages-testing';
import { servedPages, setUpExpert } from '../public-booking/booking-test-setup';
import { setUpPackageSeller } from './package-testing';

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
let bundleId: string;
const get = (p: string) => t.client().request('GET', p);

const description = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Two calls and ' },
        { type: 'text', text: 'yoga', marks: [{ type: 'bold' }] },
        { type: 'text', text: '.' },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
  bundleId = (await seller.sell({ description: description as never, paymentPlanMonths: 3, expiryDays: 90 }))
    .id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/public/packages/{id}', () => {
  it('shows the package as clients see it: what is included, price, plan and expiry', async () => {
    const res = await get(`/api/public/packages/${bundleId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.page).toMatchObject({ slug: 'ada', displayName: 'Ada Lovelace', currency: 'USD' });
    expect(res.body.package).toEqual({
      id: bundleId,
      title: 'Coaching bundle',
      description,
      services: [{ id: seller.coaching, title: 'Coaching call', count: 2, duration: 60 }],
      series: [{ id: seller.yoga, title: 'Yoga series', count: 2, duration: 60 }],
      groupSessions: [
        {
          id: seller.circle.id,
          title: 'Breathwork circle',
          start: seller.circle.start,
          end: new Date(Date.parse(seller.circle.start) + 3_600_000).toISOString(),
        },
      ],
      price: 12_000,
      currency: 'USD',
      paymentPlan: { count: 3, amount: 4000 },
      expiryDays: 90,
    });
  });

  it('answers a hidden package (link only) and 404 for a deleted or unknown one', async () => {
    const hidden = await seller.sell({ title: 'Secret bundle', hidden: true });
    expect((await get(`/api/public/packages/${hidden.id}`)).body.package.title).toBe('Secret bundle');
    const gone = await seller.sell({ title: 'Old bundle' });
    expect((await seller.expert.request('DELETE', `/api/packages/${gone.id}`)).status).toBe(204);
    for (const id of [gone.id, 'nope', 'x'.repeat(100)]) {
      const res = await get(`/api/public/packages/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Not found');
    }
  });

  it('leaves out an included group session that was cancelled or has taken place', async () => {
    const soon = await insertGroupSession(t, seller.owner, 'Soon circle', { inHours: 1 });
    const later = await insertGroupSession(t, seller.owner, 'Later circle', { inHours: 30 });
    const pass = await seller.sell({
      title: 'Circle pass',
      groupSessionIds: [soon.id, later.id, seller.circle.id],
    });
    const db = t.services.deps.database.db;
    await db
      .update(sessions)
      .set({ start: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, soon.id));
    await db
      .update(sessions)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(sessions.id, later.id));
    const res = await get(`/api/public/packages/${pass.id}`);
    expect(res.body.package.groupSessions.map((s: { title: string }) => s.title)).toEqual([
      'Breathwork circle',
    ]);
  });

  it("shows another expert's package with that expert's page", async () => {
    const bob = await setUpExpert(t, 'bob@example.com', 'bob');
    const bobs = await createPackage(bob.expert, { title: 'Bob bundle', price: 0 });
    const res = await get(`/api/public/packages/${bobs.id}`);
    expect(res.body.page.slug).toBe('bob');
    expect(res.body.package).toMatchObject({ price: 0, paymentPlan: null, services: [], groupSessions: [] });
  });
});

describe('/packages/{id} and /packages/use served with their head', () => {
  let pages: ReturnType<typeof servedPages>;
  beforeAll(() => {
    pages = servedPages(t);
  });
  afterAll(() => pages.close());
  const page = (p: string) => pages.get(p);

  it('titles the package page and describes it with its own text', async () => {
    const { status, html } = await page(`/packages/${bundleId}`);
    expect(status).toBe(200);
    expect(html).toContain('PUBLIC');
    expect(html).toContain('<title>Coaching bundle · Ada Lovelace</title>');
    expect(html).toContain('<meta name="description" content="Two calls and yoga." />');
    expect(html).toContain(
      `<meta property="og:url" content="${t.services.deps.config.publicUrl}/packages/${bundleId}" />`,
    );
  });

  it('serves the use page, never indexed, and a real 404 for an unknown package', async () => {
    const use = await page('/packages/use?packageId=abc');
    expect(use.status).toBe(200);
    expect(use.html).toContain('<title>Your package</title>');
    expect(use.html).toContain('<meta name="robots" content="noindex" />');
    const missing = await page('/packages/nope');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<h1>Not found</h1>');
  });
});
