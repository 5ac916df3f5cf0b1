import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../../domain/rich-text/rich-text';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import { setPlan } from '../../testing/experts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ensureDefaultAvailability } from '../availabilities/default-availability';
import { servedPages } from './booking-test-setup';

let t: TestApp;
let owner: { userId: string; pageId: string };
let other: { userId: string; pageId: string };
const db = () => t.services.deps.database.db;
const HOUR = 60 * 60 * 1000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

async function expertWithPage(email: string, firstName: string, lastName: string, slug: string) {
  const client = await t.expert(email);
  const res = await client.request('POST', '/api/booking-page', { firstName, lastName, slug });
  expect(res.status).toBe(201);
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  await ensureDefaultAvailability(db(), user!.id);
  return { userId: user!.id, pageId: res.body.id as string };
}

async function addService(
  o: typeof owner,
  title: string,
  values: Partial<typeof services.$inferInsert> = {},
) {
  const id = newId();
  await db()
    .insert(services)
    .values({ id, pageId: o.pageId, userId: o.userId, title, duration: 60, ...values });
  return id;
}

async function addGroupSession(
  o: typeof owner,
  title: string,
  startsInHours: number,
  values: Partial<typeof sessions.$inferInsert> = {},
) {
  const id = newId();
  const start = inHours(startsInHours);
  await db()
    .insert(sessions)
    .values({
      id,
      type: 'group',
      pageId: o.pageId,
      expertId: o.userId,
      title,
      start,
      end: new Date(start.getTime() + HOUR),
      currency: 'USD',
      price: 2500,
      groupSizeMax: 8,
      ...values,
    });
  return { id, start: start.toISOString(), end: new Date(start.getTime() + HOUR).toISOString() };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await expertWithPage('ada@example.com', 'Ada', 'Lovelace', 'ada-lovelace');
  other = await expertWithPage('bob@example.com', 'Bob', 'Builder', 'bob-builder');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/public/pages/{slug}', () => {
  it('answers 404 Not found for an unknown slug, without signing in', async () => {
    const res = await t.client().request('GET', '/api/public/pages/nobody-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('shows an empty page with its basics and no branding', async () => {
    const res = await t.client().request('GET', '/api/public/pages/bob-builder');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      slug: 'bob-builder',
      firstName: 'Bob',
      lastName: 'Builder',
      displayName: 'Bob Builder',
      headline: null,
      description: null,
      photoUrl: null,
      cover: null,
      branding: null,
      noIndex: false,
      currency: 'USD',
      policies: null,
      // A sandbox installation and a gateway never chosen: paid things are taken (ADR 034).
      acceptsPayments: true,
      services: [],
      groupSessions: [],
      series: [],
      packages: [],
    });
  });

  it("shows the page's branding only while its expert's plan has branding, and keeps the colours", async () => {
    await db()
      .update(bookingPages)
      .set({ accentColor: '#5f3dc4', backgroundColor: '#f3f0ff' })
      .where(eq(bookingPages.id, owner.pageId));
    const branding = async () =>
      (await t.client().request('GET', '/api/public/pages/ada-lovelace')).body.branding;
    await setPlan(t, 'ada@example.com', 'starter');
    expect(await branding()).toEqual({ accentColor: '#5f3dc4', backgroundColor: '#f3f0ff' });
    // The plan lost: the pages fall back to no branding; the colours stay for a plan regained.
    await setPlan(t, 'ada@example.com', 'free');
    expect(await branding()).toBeNull();
    const [kept] = await db().select().from(bookingPages).where(eq(bookingPages.id, owner.pageId));
    expect([kept!.accentColor, kept!.backgroundColor]).toEqual(['#5f3dc4', '#f3f0ff']);
    await setPlan(t, 'ada@example.com', 'starter');
    expect(await branding()).toEqual({ accentColor: '#5f3dc4', backgroundColor: '#f3f0ff' });
    await setPlan(t, 'ada@example.com', 'free');
  });

  it('lists only listed items, in order, with upcoming group sessions and seats left', async () => {
    await db()
      .update(bookingPages)
      .set({
        headline: 'Career coaching for engineers',
        description: richTextFromPlain('Ten years of helping people grow.'),
        photo: '/uploads/ada.jpg',
        accentColor: '#0b7285',
        backgroundColor: null,
        noIndex: true,
        currency: 'EUR',
      })
      .where(eq(bookingPages.id, owner.pageId));
    // Branding shows while the expert's plan has it.
    await setPlan(t, 'ada@example.com', 'starter');
    const second = await addService(owner, 'Deep dive', { order: 2, price: 15000, duration: 90 });
    const first = await addService(owner, 'Intro call', { order: 1, collectPhoneNumber: true });
    await addService(owner, 'Secret service', { order: 0, hidden: true });
    await addService(other, "Bob's service");

    const later = await addGroupSession(owner, 'Later workshop', 72, { groupSizeCurrent: 3 });
    const sooner = await addGroupSession(owner, 'Sooner workshop', 24, { groupSizeCurrent: 8 });
    await addGroupSession(owner, 'Past workshop', -24);
    await addGroupSession(owner, 'Hidden workshop', 30, { hidden: true });
    await addGroupSession(owner, 'Cancelled workshop', 30, { status: 'cancelled', cancelledAt: new Date() });
    await addGroupSession(other, "Bob's workshop", 30);

    const seriesId = newId();
    await db()
      .insert(series)
      .values([
        {
          id: seriesId,
          pageId: owner.pageId,
          title: 'Weekly circle',
          duration: 45,
          price: 1000,
          currency: 'EUR',
          groupSizeMax: 6,
          order: 1,
        },
        {
          id: newId(),
          pageId: owner.pageId,
          title: 'Hidden series',
          duration: 45,
          currency: 'EUR',
          groupSizeMax: 6,
          hidden: true,
        },
      ]);
    await addGroupSession(owner, 'Circle 1', 48, { seriesId });
    await addGroupSession(owner, 'Circle 2', 96, { seriesId });
    await addGroupSession(owner, 'Circle 0', -48, { seriesId });
    await addGroupSession(owner, 'Circle hidden', 120, { seriesId, hidden: true });

    const packageId = newId();
    await db()
      .insert(packages)
      .values([
        {
          id: packageId,
          pageId: owner.pageId,
          title: 'Five calls',
          price: 40000,
          currency: 'EUR',
          paymentPlanType: 'monthly',
          paymentPlanCount: 4,
          paymentPlanAmount: 10000,
          expiryDays: 90,
          order: 2,
        },
        {
          id: newId(),
          pageId: owner.pageId,
          title: 'Hidden package',
          currency: 'EUR',
          hidden: true,
          order: 1,
        },
        {
          id: newId(),
          pageId: owner.pageId,
          title: 'Deleted package',
          currency: 'EUR',
          isDeleted: true,
          order: 0,
        },
      ]);

    const res = await t.client().request('GET', '/api/public/pages/ADA-lovelace');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      slug: 'ada-lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
      headline: 'Career coaching for engineers',
      description: richTextFromPlain('Ten years of helping people grow.'),
      photoUrl: '/uploads/ada.jpg',
      cover: null,
      branding: { accentColor: '#0b7285', backgroundColor: null },
      noIndex: true,
      currency: 'EUR',
      policies: null,
      acceptsPayments: true,
      services: [
        {
          id: first,
          title: 'Intro call',
          description: null,
          duration: 60,
          price: 0,
          collectPhoneNumber: true,
        },
        {
          id: second,
          title: 'Deep dive',
          description: null,
          duration: 90,
          price: 15000,
          collectPhoneNumber: false,
        },
      ],
      groupSessions: [
        {
          id: sooner.id,
          title: 'Sooner workshop',
          start: sooner.start,
          end: sooner.end,
          price: 2500,
          seatsLeft: 0,
          groupSizeMax: 8,
        },
        {
          id: later.id,
          title: 'Later workshop',
          start: later.start,
          end: later.end,
          price: 2500,
          seatsLeft: 5,
          groupSizeMax: 8,
        },
      ],
      series: [{ id: seriesId, title: 'Weekly circle', duration: 45, price: 1000, upcomingCount: 2 }],
      packages: [
        {
          id: packageId,
          title: 'Five calls',
          price: 40000,
          paymentPlan: { type: 'monthly', count: 4, amount: 10000 },
          expiryDays: 90,
        },
      ],
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/public/pages/{slug}/services/{serviceId}', () => {
  it('answers a hidden service by its link, with the page basics', async () => {
    const hidden = await addService(owner, 'Link-only call', {
      hidden: true,
      description: 'Just for you',
      price: 5000,
    });
    const res = await t.client().request('GET', `/api/public/pages/ada-lovelace/services/${hidden}`);
    expect(res.status).toBe(200);
    expect(res.body.service).toEqual({
      id: hidden,
      title: 'Link-only call',
      description: 'Just for you',
      duration: 60,
      price: 5000,
      collectPhoneNumber: false,
    });
    expect(res.body.page).toMatchObject({
      slug: 'ada-lovelace',
      displayName: 'Ada Lovelace',
      currency: 'EUR',
    });
    expect(res.body.page.services).toBeUndefined();
  });

  it("answers 404 for an unknown service and for another expert's service", async () => {
    const bobs = await addService(other, 'Bob only');
    for (const url of [
      '/api/public/pages/ada-lovelace/services/nope',
      `/api/public/pages/ada-lovelace/services/${bobs}`,
      `/api/public/pages/nobody-here/services/${bobs}`,
    ]) {
      const res = await t.client().request('GET', url);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Not found');
    }
  });
});

describe('public pages served with their head rendered on the server', () => {
  let pages: ReturnType<typeof servedPages>;
  beforeAll(() => {
    pages = servedPages(t);
  });
  afterAll(() => pages.close());
  const get = (p: string) => pages.get(p);

  it('renders the title, description, Open Graph tags and noindex of /{slug}', async () => {
    const { status, html } = await get('/ada-lovelace');
    expect(status).toBe(200);
    expect(html).toContain('PUBLIC');
    expect(html).toContain('<title>Ada Lovelace</title>');
    expect(html).toContain('<meta name="description" content="Career coaching for engineers" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<meta property="og:title" content="Ada Lovelace" />');
    expect(html).toContain('<meta property="og:description" content="Career coaching for engineers" />');
    const base = t.services.deps.config.publicUrl;
    expect(html).toContain(`<meta property="og:url" content="${base}/ada-lovelace" />`);
    expect(html).toContain(`<meta property="og:image" content="${base}/uploads/ada.jpg" />`);
  });

  it('leaves out noindex and og:image when the page has neither, and describes a page without a headline', async () => {
    const { html } = await get('/bob-builder');
    expect(html).toContain('<title>Bob Builder</title>');
    expect(html).toContain('<meta name="description" content="Book a session with Bob Builder." />');
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('og:image');
  });

  it('escapes a hostile headline and name', async () => {
    await db()
      .update(bookingPages)
      .set({ headline: '"><script>alert(1)</script>', displayName: 'Bob </title><b>' })
      .where(eq(bookingPages.id, other.pageId));
    const { html } = await get('/bob-builder');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Bob &lt;/title&gt;&lt;b&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('titles the service page with the service and the expert', async () => {
    const [row] = await db().select().from(services).where(eq(services.title, 'Deep dive'));
    const { status, html } = await get(`/ada-lovelace/${row!.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Deep dive · Ada Lovelace</title>');
    expect(html).toContain(`content="${t.services.deps.config.publicUrl}/ada-lovelace/${row!.id}"`);
  });

  it('answers a real 404 page for an unknown slug or service', async () => {
    for (const p of ['/nobody-here', '/ada-lovelace/nope']) {
      const { status, html } = await get(p);
      expect(status).toBe(404);
      expect(html).toContain('<title>Not found</title>');
      expect(html).toContain('<h1>Not found</h1>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('serves /booking/{token} from the public entry and keeps dashboard paths on the app', async () => {
    const booking = await get('/booking/abc123');
    expect(booking.status).toBe(200);
    expect(booking.html).toContain('PUBLIC');
    expect(booking.html).toContain('<title>Your booking</title>');
    for (const p of ['/login', '/signup', '/dashboard', '/dashboard/home/sessions']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.html).toContain('SPA');
    }
  });
});
