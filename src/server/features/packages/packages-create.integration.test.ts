import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageGroupSessions, packageSeries, packageServices, packages } from '../../db/schema/packages';
import { sessions } from '../../db/schema/sessions';
import type { Owner } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { adaWithOfferings, createPackage, insertGroupSession, packageBody } from './packages-testing';

let t: TestApp;
let ada: TestClient;
let owner: Owner;
let coaching: string;
let review: string;
let yoga: string;
let circle: { id: string; start: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ ada, owner, coaching, review, yoga, circle } = await adaWithOfferings(t));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;

const description = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Five ' },
        { type: 'text', text: 'deep', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' dives', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Notes' }] }] },
      ],
    },
  ],
};

describe('packages need a booking page', () => {
  it('answers 409 with the spec message before the page exists', async () => {
    const bob = await t.expert('nopage@example.com');
    for (const [method, path, body] of [
      ['GET', '/api/packages'],
      ['GET', '/api/packages/options'],
      ['POST', '/api/packages', packageBody()],
    ] as const) {
      const res = await bob.request(method, path, body);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(
        'Please create a booking page before setting up your personal sessions.',
      );
    }
  });
});

describe('creating and reading packages', () => {
  it('starts with no packages', async () => {
    const res = await ada.request('GET', '/api/packages');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('offers the services, series and upcoming confirmed group sessions to include', async () => {
    await insertGroupSession(t, owner, 'Past circle', { inHours: -2 });
    await insertGroupSession(t, owner, 'Cancelled circle', { status: 'cancelled' });
    await insertGroupSession(t, owner, 'A personal session', { type: 'personal' });
    const res = await ada.request('GET', '/api/packages/options');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      services: [
        { id: coaching, title: 'Coaching call', duration: 60, hidden: false },
        { id: review, title: 'CV review', duration: 60, hidden: false },
      ],
      series: [{ id: yoga, title: 'Yoga series', duration: 45, hidden: false }],
      groupSessions: [
        {
          id: circle.id,
          title: 'Breathwork circle',
          start: circle.start,
          end: new Date(Date.parse(circle.start) + 3_600_000).toISOString(),
          seriesId: null,
        },
      ],
    });
  });

  it('creates a package with what it includes, ordered by its creation time', async () => {
    const before = Date.now();
    const res = await ada.request('POST', '/api/packages', {
      title: '  Five coaching calls  ',
      description,
      personalSessions: [
        { serviceId: review, count: 1 },
        { serviceId: coaching, count: 3 },
      ],
      groupSessionIds: [circle.id],
      series: [{ seriesId: yoga, count: 2 }],
      price: 120,
      paymentPlanMonths: null,
      expiryDays: null,
      hidden: false,
    });
    expect(res.status).toBe(201);
    const { id, order, createdAt, ...rest } = res.body;
    expect(rest).toEqual({
      title: 'Five coaching calls',
      description,
      personalSessions: [
        { serviceId: coaching, title: 'Coaching call', count: 3 },
        { serviceId: review, title: 'CV review', count: 1 },
      ],
      groupSessions: [{ sessionId: circle.id, title: 'Breathwork circle', start: circle.start }],
      series: [{ seriesId: yoga, title: 'Yoga series', count: 2 }],
      price: 12000,
      currency: 'USD',
      paymentPlan: null,
      expiryDays: null,
      hidden: false,
      workflowsIds: [],
    });
    expect(order).toBeGreaterThanOrEqual(before);
    expect(order).toBeLessThanOrEqual(Date.now());
    expect((await ada.request('GET', `/api/packages/${id}`)).body).toEqual(res.body);
    expect((await ada.request('GET', '/api/packages')).body).toEqual([res.body]);
    const [row] = await db().select().from(packages).where(eq(packages.id, id));
    expect(row).toMatchObject({ pageId: owner.pageId, isDeleted: false, paymentPlanType: null });
  });

  it('stores an empty description as none', async () => {
    const created = await createPackage(ada, {
      title: 'Empty words',
      description: {
        type: 'doc',
        content: [{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: '  ' }] }],
      },
    });
    expect((await ada.request('GET', `/api/packages/${created.id}`)).body.description).toBeNull();
    await ada.request('DELETE', `/api/packages/${created.id}`);
  });

  it('updates every field and replaces what is included', async () => {
    const [first] = (await ada.request('GET', '/api/packages')).body;
    const res = await ada.request(
      'PUT',
      `/api/packages/${first.id}`,
      packageBody({
        title: 'Three calls',
        personalSessions: [{ serviceId: coaching, count: 10 }],
        price: 99.99,
        hidden: true,
        confirmedEmpty: false,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: first.id,
      title: 'Three calls',
      description: null,
      personalSessions: [{ serviceId: coaching, title: 'Coaching call', count: 10 }],
      groupSessions: [],
      series: [],
      price: 9999,
      hidden: true,
      order: first.order,
    });
    const included = await Promise.all([
      db().select().from(packageServices).where(eq(packageServices.packageId, first.id)),
      db().select().from(packageGroupSessions).where(eq(packageGroupSessions.packageId, first.id)),
      db().select().from(packageSeries).where(eq(packageSeries.packageId, first.id)),
    ]);
    expect(included.map((rows) => rows.length)).toEqual([1, 0, 0]);
  });

  it('keeps an included group session that has taken place, but adds only upcoming ones', async () => {
    const soon = await insertGroupSession(t, owner, 'Soon circle', { inHours: 1 });
    const created = await createPackage(ada, { title: 'Circle pass', groupSessionIds: [soon.id] });
    // The session takes place.
    await db()
      .update(sessions)
      .set({ start: new Date(Date.now() - 7_200_000), end: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.id, soon.id));
    const kept = await ada.request(
      'PUT',
      `/api/packages/${created.id}`,
      packageBody({ title: 'Circle pass', groupSessionIds: [soon.id] }),
    );
    expect(kept.status).toBe(200);

    const message = 'This group session has already started or was cancelled. Please choose an upcoming one.';
    const cancelled = await insertGroupSession(t, owner, 'Called off', { status: 'cancelled' });
    for (const sessionId of [cancelled.id, soon.id]) {
      const res = await ada.request('POST', '/api/packages', packageBody({ groupSessionIds: [sessionId] }));
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'bad_request', message, fields: { groupSessionIds: message } });
    }
    await ada.request('DELETE', `/api/packages/${created.id}`);
  });
});
