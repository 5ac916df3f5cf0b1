import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPages } from '../../db/schema/booking-pages';
import { bookings } from '../../db/schema/bookings';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, servedPages, setUpExpert } from './booking-test-setup';
import { createGroupSession, createSeries, scheduleSeriesSession, seatFixtures } from './seat-test-setup';

// GET /api/public/group-sessions/{id} and /series/{id}, and the HTML of /sessions/{id} and
// /series/{id}. Booking a seat: seat-booking.integration.test.ts.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaPageId: string;
const { db, view, book, setSession } = seatFixtures(() => t);
const HOUR = 3_600_000;
const basics = {
  slug: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  headline: null,
  description: null,
  photoUrl: null,
  branding: null,
  cover: null,
  noIndex: false,
  currency: 'USD',
  policies: null,
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = a.expert;
  adaPageId = a.pageId;
  bob = (await setUpExpert(t, 'bob@example.com', 'bob')).expert;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/public/group-sessions/{id}', () => {
  it('answers the session with its page basics and seats left, without signing in', async () => {
    const id = await createGroupSession(ada, { price: 35, groupSizeMax: 3, collectPhoneNumber: true });
    const res = await view(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      page: basics,
      session: {
        id,
        title: 'Evening yoga',
        description: 'Bring a mat.',
        start: at('18:00'),
        end: at('19:30'),
        price: 3500,
        currency: 'USD',
        seatsLeft: 3,
        groupSizeMax: 3,
        collectPhoneNumber: true,
        series: null,
        location: { type: 'daily', name: null },
        state: 'open',
      },
      acceptsPayments: true,
    });
  });

  it('names the series of a session of a series', async () => {
    const seriesId = await createSeries(ada, { title: 'Leadership circle' });
    const id = await scheduleSeriesSession(ada, seriesId, at('09:00', '2031-03-10'));
    const res = await view(id);
    expect(res.body.session).toMatchObject({
      title: 'Leadership circle',
      series: { id: seriesId, title: 'Leadership circle' },
      start: at('09:00', '2031-03-10'),
      end: at('10:00', '2031-03-10'),
      price: 2000,
    });
  });

  it('answers a hidden session by its link, and says full when no seat is left', async () => {
    const id = await createGroupSession(ada, { hidden: true, groupSizeMax: 1 });
    expect((await view(id)).body.session).toMatchObject({ state: 'open', seatsLeft: 1 });
    expect((await book(id, { client: client() })).status).toBe(201);
    expect((await view(id)).body.session).toMatchObject({ state: 'full', seatsLeft: 0, groupSizeMax: 1 });
  });

  it('answers a past or cancelled session with its state rather than 404', async () => {
    const past = await createGroupSession(ada);
    await setSession(past, { start: new Date(Date.now() - 2 * HOUR), end: new Date(Date.now() - HOUR) });
    expect((await view(past)).status).toBe(200);
    expect((await view(past)).body.session.state).toBe('past');
    const cancelled = await createGroupSession(ada);
    await setSession(cancelled, { status: 'cancelled', cancelledAt: new Date() });
    expect((await view(cancelled)).body.session.state).toBe('cancelled');
  });

  it("answers 404 for an unknown id and a personal session's id", async () => {
    expect((await view('nope')).status).toBe(404);
    expect((await view('x'.repeat(500))).status).toBe(404);
    const cy = await setUpExpert(t, 'cy@example.com', 'cyrus');
    const serviceId = await cy.service({ title: 'Call', price: 0 });
    const booked = await t.client().request('POST', '/api/public/pages/cyrus/bookings', {
      serviceId,
      start: at('10:00'),
      client: client(),
    });
    expect(booked.status).toBe(201);
    const bookingId = (booked.body.token as string).split('.')[0]!;
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect((await view(row!.sessionId)).status).toBe(404);
  });

  it("shows another expert's session with that expert's own page, never this one's", async () => {
    const id = await createGroupSession(bob, { title: 'Bob builds' });
    const res = await view(id);
    expect(res.body.page.slug).toBe('bob');
    expect(res.body.session.title).toBe('Bob builds');
  });
});

describe('GET /api/public/series/{id}', () => {
  let seriesId: string;
  let first: string;
  let second: string;

  it('answers the series and its upcoming confirmed sessions, soonest first, with seats left', async () => {
    seriesId = await createSeries(ada, { title: 'Morning circle', price: 15, groupSizeMax: 4 });
    // Scheduled out of order; one past and one cancelled session are left out.
    second = await scheduleSeriesSession(ada, seriesId, at('08:00', '2031-03-12'));
    first = await scheduleSeriesSession(ada, seriesId, at('08:00', '2031-03-05'));
    const past = await scheduleSeriesSession(ada, seriesId, at('08:00', '2031-03-06'));
    await setSession(past, { start: new Date(Date.now() - 2 * HOUR), end: new Date(Date.now() - HOUR) });
    const cancelled = await scheduleSeriesSession(ada, seriesId, at('08:00', '2031-03-07'));
    await setSession(cancelled, { status: 'cancelled', cancelledAt: new Date() });
    expect((await book(first, { client: client() })).status).toBe(201);

    const res = await t.client().request('GET', `/api/public/series/${seriesId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      page: basics,
      series: {
        id: seriesId,
        title: 'Morning circle',
        description: 'An hour together.',
        duration: 60,
        price: 1500,
      },
      sessions: [
        {
          id: first,
          title: 'Morning circle',
          start: at('08:00', '2031-03-05'),
          end: at('09:00', '2031-03-05'),
          price: 1500,
          seatsLeft: 3,
          groupSizeMax: 4,
        },
        {
          id: second,
          title: 'Morning circle',
          start: at('08:00', '2031-03-12'),
          end: at('09:00', '2031-03-12'),
          price: 1500,
          seatsLeft: 4,
          groupSizeMax: 4,
        },
      ],
      acceptsPayments: true,
    });
  });

  it('answers a hidden series by its link, and one with no upcoming sessions with an empty list', async () => {
    const hidden = await createSeries(ada, { title: 'Private circle', hidden: true });
    const res = await t.client().request('GET', `/api/public/series/${hidden}`);
    expect(res.status).toBe(200);
    expect(res.body.series.title).toBe('Private circle');
    expect(res.body.sessions).toEqual([]);
  });

  it("answers 404 for an unknown id, and another expert's series with that expert's page", async () => {
    expect((await t.client().request('GET', '/api/public/series/nope')).status).toBe(404);
    const bobs = await createSeries(bob, { title: 'Bob circle' });
    const res = await t.client().request('GET', `/api/public/series/${bobs}`);
    expect(res.body.page.slug).toBe('bob');
  });
});

describe('/sessions/{id} and /series/{id} served with their head rendered on the server', () => {
  let pages: ReturnType<typeof servedPages>;
  let sessionId: string;
  let seriesId: string;
  const base = () => t.services.deps.config.publicUrl;
  beforeAll(async () => {
    pages = servedPages(t);
    sessionId = await createGroupSession(ada, {
      title: 'Salary <workshop>',
      description: 'Practise.\nTogether.',
    });
    seriesId = await createSeries(ada, { title: 'Leadership circle', description: '' });
  });
  afterAll(() => pages.close());
  const get = (p: string) => pages.get(p);

  it('titles a session page with the session and the expert, escaped, with its description', async () => {
    const { status, html } = await get(`/sessions/${sessionId}`);
    expect(status).toBe(200);
    expect(html).toContain('PUBLIC');
    expect(html).toContain('<title>Salary &lt;workshop&gt; · Ada Lovelace</title>');
    expect(html).toContain('<meta name="description" content="Practise. Together." />');
    expect(html).toContain('<meta property="og:title" content="Salary &lt;workshop&gt; · Ada Lovelace" />');
    expect(html).toContain(`<meta property="og:url" content="${base()}/sessions/${sessionId}" />`);
    expect(html).not.toContain('noindex');
  });

  it('titles a series page, describes it by the page when it has no description, and says noindex when the page does', async () => {
    await db().update(bookingPages).set({ noIndex: true }).where(eq(bookingPages.id, adaPageId));
    const { status, html } = await get(`/series/${seriesId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Leadership circle · Ada Lovelace</title>');
    expect(html).toContain('<meta name="description" content="Book a session with Ada Lovelace." />');
    expect(html).toContain(`<meta property="og:url" content="${base()}/series/${seriesId}" />`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect((await get(`/sessions/${sessionId}`)).html).toContain('<meta name="robots" content="noindex" />');
    await db().update(bookingPages).set({ noIndex: false }).where(eq(bookingPages.id, adaPageId));
  });

  it('answers a real 404 page for an unknown session or series', async () => {
    for (const p of ['/sessions/nope', '/series/nope']) {
      const { status, html } = await get(p);
      expect(status).toBe(404);
      expect(html).toContain('<title>Not found</title>');
      expect(html).toContain('<h1>Not found</h1>');
    }
  });
});
