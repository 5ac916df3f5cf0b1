import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPages } from '../../db/schema/booking-pages';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';

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
