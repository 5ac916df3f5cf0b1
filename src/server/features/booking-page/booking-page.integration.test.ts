import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAGE_MESSAGES, HEADLINE_MAX } from '../../../domain/booking-page/update-booking-page-input';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { bookingPageSlugRedirects, bookingPages } from '../../db/schema/booking-pages';
import { setPlan } from '../../testing/experts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { servedPages } from '../public-booking/booking-test-setup';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ada = t.client();
  bob = t.client();
  await ada.request('POST', '/api/session/sign-up', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'secret1',
  });
  await bob.request('POST', '/api/session/sign-up', {
    firstName: 'Bob',
    lastName: 'Ross',
    email: 'bob@example.com',
    password: 'secret1',
  });
});
afterAll(async () => {
  await t.close();
});

describe('booking page creation', () => {
  it('needs a signed-in expert', async () => {
    const res = await t
      .client()
      .request('POST', '/api/booking-page', { firstName: 'A', lastName: 'B', slug: 'abc' });
    expect(res.status).toBe(401);
  });

  it('creates the page with a lower-cased slug and shows it in /api/me', async () => {
    const res = await ada.request('POST', '/api/booking-page', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      slug: ' Ada-Lovelace ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'ada-lovelace',
      url: `${TEST_PUBLIC_URL}/ada-lovelace`,
      displayName: 'Ada Lovelace',
      currency: 'USD',
    });
    const me = await ada.request('GET', '/api/me');
    expect(me.body.bookingPage.slug).toBe('ada-lovelace');
    expect((await ada.request('GET', '/api/booking-page')).body.slug).toBe('ada-lovelace');
  });

  it("refuses a slug someone else has: 'This URL is already taken'", async () => {
    const res = await bob.request('POST', '/api/booking-page', {
      firstName: 'Bob',
      lastName: 'Ross',
      slug: 'ADA-lovelace',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'This URL is already taken',
      fields: { slug: 'This URL is already taken' },
    });
    const check = await bob.request('GET', '/api/booking-page/slug-availability?slug=ada-lovelace');
    expect(check.body).toEqual({ available: false, message: 'This URL is already taken' });
  });

  it("never lets a slug shadow one of the product's own routes", async () => {
    for (const slug of ['dashboard', 'api', 'login', 'reset-password', 'series', 'packages', 'Dev']) {
      const res = await bob.request('POST', '/api/booking-page', {
        firstName: 'Bob',
        lastName: 'Ross',
        slug,
      });
      expect(res.status, slug).toBe(400);
      expect(res.body.error.fields.slug).toBe('This URL is already taken');
    }
  });

  it('rejects slugs that are not URL-safe', async () => {
    for (const slug of ['a', 'bob ross', 'bob_ross', '-bob', 'bob-', 'bo--b', 'bób', 'x'.repeat(41)]) {
      const res = await bob.request('POST', '/api/booking-page', {
        firstName: 'Bob',
        lastName: 'Ross',
        slug,
      });
      expect(res.status, slug).toBe(400);
      expect(res.body.error.fields.slug).toBe(
        'Use 3 to 40 lowercase letters, digits and hyphens, starting with a letter or digit',
      );
    }
    expect(
      await t.services.deps.database.db.select().from(bookingPages).where(eq(bookingPages.slug, 'bob')),
    ).toHaveLength(0);
  });

  it('keeps one page per expert even under concurrent double submits', async () => {
    const results = await Promise.all(
      ['bob-ross', 'bob-ross', 'bob-ross-2'].map((slug) =>
        bob.request('POST', '/api/booking-page', { firstName: 'Bob', lastName: 'Ross', slug }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expect(r.status).toBe(409);
    const me = await bob.request('GET', '/api/me');
    const rows = await t.services.deps.database.db
      .select()
      .from(bookingPages)
      .where(eq(bookingPages.userId, me.body.user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for the page of an expert without one', async () => {
    const carol = t.client();
    await carol.request('POST', '/api/session/sign-up', {
      firstName: 'Carol',
      lastName: 'Shaw',
      email: 'carol@example.com',
      password: 'secret1',
    });
    const res = await carol.request('GET', '/api/booking-page');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Booking page not found');
  });
});

describe('the Page tab: address, names and headline (issue 19)', () => {
  let pages: ReturnType<typeof servedPages>;
  beforeAll(() => {
    pages = servedPages(t);
  });
  afterAll(() => pages.close());
  const page = (slug: string) =>
    ({
      slug,
      displayName: 'Ada Lovelace Coaching',
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: '',
    }) as const;
  const rows = () => t.services.deps.database.db.select().from(bookingPages);
  const redirects = () => t.services.deps.database.db.select().from(bookingPageSlugRedirects);

  it('saves the names and headline, and the old address answers 301 to the new one', async () => {
    const res = await ada.request('PUT', '/api/booking-page', {
      ...page(' Ada-Coaching '),
      headline: '  Career coaching for engineers  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'ada-coaching',
      url: `${TEST_PUBLIC_URL}/ada-coaching`,
      displayName: 'Ada Lovelace Coaching',
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Career coaching for engineers',
    });
    expect((await t.client().request('GET', '/api/public/pages/ada-coaching')).body).toMatchObject({
      displayName: 'Ada Lovelace Coaching',
      headline: 'Career coaching for engineers',
    });
    expect(await pages.get('/ada-lovelace')).toMatchObject({ status: 301, location: '/ada-coaching' });
    expect(await pages.get('/ada-lovelace/svc_1?utm_source=card')).toMatchObject({
      status: 301,
      location: '/ada-coaching/svc_1?utm_source=card',
    });
    expect((await pages.get('/ada-coaching')).status).toBe(200);
    // An empty headline is none.
    const cleared = await ada.request('PUT', '/api/booking-page', page('ada-coaching'));
    expect(cleared.body.headline).toBeNull();
  });

  it('keeps every old address after a second move, and takes one back', async () => {
    expect((await ada.request('PUT', '/api/booking-page', page('ada-mentoring'))).status).toBe(200);
    expect(await pages.get('/ada-lovelace')).toMatchObject({ status: 301, location: '/ada-mentoring' });
    expect(await pages.get('/ada-coaching')).toMatchObject({ status: 301, location: '/ada-mentoring' });
    expect((await ada.request('PUT', '/api/booking-page', page('ada-lovelace'))).status).toBe(200);
    expect((await pages.get('/ada-lovelace')).status).toBe(200);
    expect(await pages.get('/ada-mentoring')).toMatchObject({ status: 301, location: '/ada-lovelace' });
    expect((await redirects()).map((r) => r.slug).sort()).toEqual(['ada-coaching', 'ada-mentoring']);
  });

  it('lets another page take an address someone left: the live page wins', async () => {
    const res = await bob.request('PUT', '/api/booking-page', {
      ...page('ada-coaching'),
      displayName: 'Bob Ross',
      firstName: 'Bob',
      lastName: 'Ross',
    });
    expect(res.status).toBe(200);
    const served = await pages.get('/ada-coaching');
    expect(served.status).toBe(200);
    expect(served.html).toContain('<title>Bob Ross</title>');
    expect((await redirects()).map((r) => r.slug)).not.toContain('ada-coaching');
  });

  it("refuses an address in use, or one of the product's, with 'This URL is already taken', changing nothing", async () => {
    const before = await rows();
    for (const slug of ['ada-lovelace', 'dashboard']) {
      const res = await bob.request('PUT', '/api/booking-page', { ...page(slug), firstName: 'Bob' });
      expect(res.body.error.fields).toEqual({ slug: 'This URL is already taken' });
      expect(res.status).toBe(slug === 'dashboard' ? 400 : 409);
    }
    expect(await rows()).toEqual(before);
  });

  it('answers 400 with each field message and changes nothing', async () => {
    const before = await rows();
    const res = await ada.request('PUT', '/api/booking-page', {
      slug: 'a b',
      displayName: 'A',
      firstName: '',
      lastName: 'L'.repeat(41),
      headline: 'h'.repeat(HEADLINE_MAX + 1),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      slug: 'Use 3 to 40 lowercase letters, digits and hyphens, starting with a letter or digit',
      displayName: 'Too short, please use at least 2 characters',
      firstName: 'Too short, please use at least 1 character',
      lastName: 'Too long, please limit the name to 40 characters',
      headline: BOOKING_PAGE_MESSAGES.headlineLong,
    });
    const wrongTypes = await ada.request('PUT', '/api/booking-page', {
      ...page('ada-lovelace'),
      headline: 7,
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.error.fields).toEqual({ headline: 'Required' });
    expect(await rows()).toEqual(before);
  });

  it('gives one address to one of two pages claiming it at once', async () => {
    const [a, b] = await Promise.all([
      ada.request('PUT', '/api/booking-page', page('the-same-address')),
      bob.request('PUT', '/api/booking-page', { ...page('the-same-address'), firstName: 'Bob' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error.message).toBe('This URL is already taken');
    expect((await rows()).filter((r) => r.slug === 'the-same-address')).toHaveLength(1);
  });

  it('needs a signed-in expert with a page', async () => {
    expect((await t.client().request('PUT', '/api/booking-page', page('nobody-page'))).status).toBe(401);
    const carol = await t.expert('carol-no-page@example.com');
    const res = await carol.request('PUT', '/api/booking-page', page('carol-page'));
    expect(res.status).toBe(404);
  });
});

describe('the Branding tab: colours (issue 19)', () => {
  const colors = (accentColor: string, backgroundColor: string) => ({ accentColor, backgroundColor });
  const slug = async () => (await ada.request('GET', '/api/booking-page')).body.slug as string;
  const page = async () =>
    (
      await t.services.deps.database.db
        .select()
        .from(bookingPages)
        .where(eq(bookingPages.slug, await slug()))
    )[0]!;
  const publicView = async () => (await t.client().request('GET', `/api/public/pages/${await slug()}`)).body;

  it('needs a plan with branding, naming the plan that has it, and changes nothing', async () => {
    await setPlan(t, 'ada@example.com', 'free');
    const res = await ada.request('PUT', '/api/booking-page/branding', colors('#ff0000', ''));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(upgradeMessage('branding'));
    expect((await page()).accentColor).toBeNull();
  });

  it('saves both colours (lower case), which the public page applies, and clears them with empty ones', async () => {
    await setPlan(t, 'ada@example.com', 'starter');
    const res = await ada.request('PUT', '/api/booking-page/branding', colors(' #0B7285 ', '#FFF'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accentColor: '#0b7285', backgroundColor: '#fff' });
    expect((await publicView()).branding).toEqual({ accentColor: '#0b7285', backgroundColor: '#fff' });
    const accentOnly = await ada.request('PUT', '/api/booking-page/branding', colors('#0b7285', ''));
    expect(accentOnly.body).toMatchObject({ accentColor: '#0b7285', backgroundColor: null });
    const cleared = await ada.request('PUT', '/api/booking-page/branding', colors('', ''));
    expect(cleared.body).toMatchObject({ accentColor: null, backgroundColor: null });
    expect((await publicView()).branding).toBeNull();
  });

  it("refuses what is not '#hex' with the spec's message, changing nothing", async () => {
    await ada.request('PUT', '/api/booking-page/branding', colors('#123456', ''));
    for (const bad of ['red', '#12345', '#1234567', '123456', '#ggg']) {
      const res = await ada.request('PUT', '/api/booking-page/branding', colors(bad, bad));
      expect(res.status, bad).toBe(400);
      expect(res.body.error.fields, bad).toEqual({
        accentColor: 'Please enter the color in a #hex format',
        backgroundColor: 'Please enter the color in a #hex format',
      });
    }
    const wrongType = await ada.request('PUT', '/api/booking-page/branding', { accentColor: 7 });
    expect(wrongType.body.error.fields).toEqual({
      accentColor: 'Please enter the color in a #hex format',
      backgroundColor: 'Please enter the color in a #hex format',
    });
    expect((await page()).accentColor).toBe('#123456');
  });
});
