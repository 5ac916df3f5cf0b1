import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookedPackageSeriesCredits,
  bookedPackageServiceCredits,
  bookedPackages,
} from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import type { Owner } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { insertClients, twoExperts } from './clients-testing';

let t: TestApp;
let ada: TestClient;
let adaOwner: Owner;
let bob: TestClient;
let grace: string;
let alan: string;

const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-02T09:00:00Z');
const db = () => t.services.deps.database.db;

type SessionOptions = {
  type?: 'personal' | 'group';
  status?: 'confirmed' | 'cancelled' | 'pending';
  clientId?: string | null;
  at: number;
  rescheduled?: boolean;
};

async function insertSession(title: string, o: SessionOptions) {
  const id = newId();
  const type = o.type ?? 'personal';
  const start = new Date(T0 + o.at * HOUR);
  await db()
    .insert(sessions)
    .values({
      id,
      type,
      status: o.status ?? 'confirmed',
      cancelledAt: o.status === 'cancelled' ? new Date() : null,
      holdExpiresAt: o.status === 'pending' ? new Date(Date.now() + HOUR) : null,
      pageId: adaOwner.pageId,
      expertId: adaOwner.userId,
      title,
      start,
      end: new Date(start.getTime() + HOUR),
      currency: 'USD',
      groupSizeMax: type === 'group' ? 8 : null,
      clientId: type === 'personal' ? (o.clientId ?? null) : null,
      rescheduledStart: o.rescheduled ? new Date(start.getTime() - HOUR) : null,
      rescheduledEnd: o.rescheduled ? start : null,
    });
  return id;
}

async function insertBooking(
  sessionId: string,
  clientId: string,
  o: { status?: 'confirmed' | 'expired'; cancelled?: boolean } = {},
) {
  await db()
    .insert(bookings)
    .values({
      id: newId(),
      sessionId,
      status: o.status ?? 'confirmed',
      expertId: adaOwner.userId,
      pageId: adaOwner.pageId,
      clientId,
      clientFirstName: 'C',
      clientLastName: 'C',
      clientEmail: 'c@c.io',
      currency: 'USD',
      cancelledAt: o.cancelled ? new Date() : null,
    });
}

beforeAll(async () => {
  t = await createTestApp();
  const experts = await twoExperts(t);
  ({ client: ada, owner: adaOwner } = experts.ada);
  bob = experts.bob.client;
  [grace, alan] = (await insertClients(t, adaOwner, [
    { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.mil' },
    { firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.uk' },
  ])) as [string, string];
});
afterAll(async () => {
  await t.close();
});

const titles = async (path: string) => {
  const res = await ada.request('GET', path);
  expect(res.status).toBe(200);
  return {
    titles: (res.body.items as { title: string }[]).map((s) => s.title),
    hasMore: res.body.hasMore as boolean,
  };
};

describe("a client's sessions", () => {
  it('lists their personal sessions and the group sessions they hold a confirmed place in, newest first', async () => {
    const personal = await insertSession('Coaching', { clientId: grace, at: 0, rescheduled: true });
    await insertSession('Later coaching', { clientId: grace, at: 48 });
    await insertSession("Alan's coaching", { clientId: alan, at: 24 });
    await insertSession('Held, unpaid', { clientId: grace, at: 72, status: 'pending' });
    const circle = await insertSession('Breathwork circle', { type: 'group', at: 30 });
    await insertBooking(circle, grace);
    await insertBooking(circle, alan);
    const left = await insertSession('Left the group', { type: 'group', at: 31 });
    await insertBooking(left, grace, { cancelled: true });
    const expired = await insertSession('Never paid', { type: 'group', at: 32 });
    await insertBooking(expired, grace, { status: 'expired' });
    const cancelledGroup = await insertSession('Cancelled workshop', {
      type: 'group',
      at: 40,
      status: 'cancelled',
    });
    await insertBooking(cancelledGroup, grace);
    await insertSession('Cancelled coaching', { clientId: grace, at: 10, status: 'cancelled' });

    expect(await titles(`/api/clients/${grace}/sessions`)).toEqual({
      titles: ['Later coaching', 'Breathwork circle', 'Coaching'],
      hasMore: false,
    });
    const res = await ada.request('GET', `/api/clients/${grace}/sessions`);
    expect(res.body.items[2]).toEqual({
      id: personal,
      title: 'Coaching',
      type: 'personal',
      start: new Date(T0).toISOString(),
      end: new Date(T0 + HOUR).toISOString(),
      rescheduled: true,
      cancelledAt: null,
    });
    expect(await titles(`/api/clients/${grace}/sessions?cancelled=true`)).toEqual({
      titles: ['Cancelled workshop', 'Cancelled coaching'],
      hasMore: false,
    });
    expect((await titles(`/api/clients/${alan}/sessions`)).titles).toEqual([
      'Breathwork circle',
      "Alan's coaching",
    ]);
  });

  it('pages sessions by 10', async () => {
    const [many] = await insertClients(t, adaOwner, [
      { firstName: 'Many', lastName: 'Sessions', email: 'many@x.io' },
    ]);
    for (let i = 0; i < 11; i++)
      await insertSession(`S${String(i).padStart(2, '0')}`, { clientId: many!, at: 100 + i });
    const first = await titles(`/api/clients/${many}/sessions`);
    expect(first.titles).toHaveLength(10);
    expect(first.titles[0]).toBe('S10');
    expect(first.hasMore).toBe(true);
    expect(await titles(`/api/clients/${many}/sessions?page=2`)).toEqual({ titles: ['S00'], hasMore: false });
    expect((await ada.request('GET', `/api/clients/${many}/sessions?page=0`)).status).toBe(400);
  });
});

describe("a client's packages", () => {
  it('lists confirmed booked packages, newest first, with credits left and expiry', async () => {
    const insertPackage = async (
      title: string,
      o: { status?: 'confirmed' | 'pending'; at: number; expiresAt?: Date },
    ) => {
      const id = newId();
      await db()
        .insert(bookedPackages)
        .values({
          id,
          pageId: adaOwner.pageId,
          status: o.status ?? 'confirmed',
          holdExpiresAt: o.status === 'pending' ? new Date(Date.now() + HOUR) : null,
          packageTitle: title,
          clientId: grace,
          clientFirstName: 'Grace',
          clientLastName: 'Hopper',
          clientEmail: 'grace@navy.mil',
          currency: 'USD',
          createdAt: new Date(T0 + o.at * HOUR),
          expiresAt: o.expiresAt ?? null,
        });
      return id;
    };
    const five = await insertPackage('Five calls', { at: 1, expiresAt: new Date(T0 + 1000 * HOUR) });
    await db()
      .insert(bookedPackageServiceCredits)
      .values({ id: newId(), bookedPackageId: five, title: 'Call', count: 5, available: 3 });
    await db()
      .insert(bookedPackageSeriesCredits)
      .values({ id: newId(), bookedPackageId: five, title: 'Yoga', count: 2, available: 2 });
    await insertPackage('Starter', { at: 2 });
    await insertPackage('Unpaid', { at: 3, status: 'pending' });
    const res = await ada.request('GET', `/api/clients/${grace}/packages`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        {
          id: expect.any(String),
          title: 'Starter',
          createdAt: new Date(T0 + 2 * HOUR).toISOString(),
          creditsLeft: 0,
          creditsTotal: 0,
          expiresAt: null,
        },
        {
          id: five,
          title: 'Five calls',
          createdAt: new Date(T0 + HOUR).toISOString(),
          creditsLeft: 5,
          creditsTotal: 7,
          expiresAt: new Date(T0 + 1000 * HOUR).toISOString(),
        },
      ],
      hasMore: false,
    });
    expect((await ada.request('GET', `/api/clients/${alan}/packages`)).body).toEqual({
      items: [],
      hasMore: false,
    });
  });
});

describe('tenancy', () => {
  it("answers 404 for another expert's client's lists", async () => {
    for (const path of ['sessions', 'sessions?cancelled=true', 'packages', 'notes']) {
      const res = await bob.request('GET', `/api/clients/${grace}/${path}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Client not found');
    }
  });
});
