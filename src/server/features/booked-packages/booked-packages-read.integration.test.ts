import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '../../db/schema/discount-codes';
import { newId } from '../../ids';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import type { Expert } from '../sessions/sessions-testing';
import {
  type BookedPackageFixtures,
  DAY,
  hoursFromToday,
  startBookedPackagesTestApp,
} from './booked-packages-testing';

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: BookedPackageFixtures;
let coaching: string;
let review: string;
let yoga: string;

beforeAll(async () => {
  ({ t, ada, bob, fx } = await startBookedPackagesTestApp());
  coaching = await ada.service({ title: 'Coaching call', price: 50 });
  review = await ada.service({ title: 'CV review', price: 30 });
  yoga = await fx.series(ada, 'Yoga series');
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, who: Expert = ada) => who.expert.request('GET', path);

describe('the list of booked packages', () => {
  it('lists confirmed packages newest first, 10 a page, with credits left, expiry and plan status', async () => {
    const base = Date.now() - 30 * DAY;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { id } = await fx.bookedPackage(ada, {
        services: [{ itemId: coaching, title: 'Coaching call', count: 3 }],
        values: { createdAt: new Date(base + i * DAY), clientFirstName: `Client${i}` },
      });
      ids.push(id);
    }
    // Newest of all: fully used, on a plan with a failed installment, expiring tomorrow.
    const newest = await fx.bookedPackage(ada, {
      services: [{ itemId: coaching, title: 'Coaching call', count: 1, used: 1 }],
      series: [{ itemId: yoga, title: 'Yoga series', count: 2, used: 1 }],
      plan: {
        amount: 10000,
        installments: [
          { dueAt: new Date(Date.now() - 40 * DAY), status: 'paid' },
          { dueAt: new Date(Date.now() - 10 * DAY), status: 'failed' },
          { dueAt: new Date(Date.now() + 20 * DAY) },
        ],
      },
      values: { createdAt: new Date(base + 20 * DAY), expiresAt: new Date(Date.now() + DAY) },
    });
    // Never listed: a purchase not paid yet, a lapsed one, and Bob's.
    await fx.bookedPackage(ada, {
      values: { status: 'pending', holdExpiresAt: new Date(Date.now() + 60_000), createdAt: new Date() },
    });
    await fx.bookedPackage(ada, { values: { status: 'expired', createdAt: new Date() } });
    await fx.bookedPackage(bob, { values: { createdAt: new Date() } });

    const first = await get('/api/booked-packages');
    expect(first.status).toBe(200);
    expect(first.body.hasNext).toBe(true);
    expect(first.body.page).toBe(1);
    expect(first.body.items.map((p: { id: string }) => p.id)).toEqual([newest.id, ...ids.slice(3).reverse()]);
    expect(first.body.items[0]).toEqual({
      id: newest.id,
      client: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
      packageTitle: 'Five calls',
      createdAt: new Date(base + 20 * DAY).toISOString(),
      expiresAt: expect.any(String),
      creditsLeft: 1,
      paymentPlan: { status: 'active', hasFailedInstallment: true },
    });
    expect(first.body.items[1]).toMatchObject({ creditsLeft: 3, expiresAt: null, paymentPlan: null });

    const second = await get('/api/booked-packages?page=2');
    expect(second.body.items.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.body.hasNext).toBe(false);
    expect((await get('/api/booked-packages?page=3')).body).toEqual({ items: [], page: 3, hasNext: false });
  });

  it('answers 400 for a page that is not a positive number, and 401 when signed out', async () => {
    const res = await get('/api/booked-packages?page=0');
    expect(res.status).toBe(400);
    expect((await t.client().request('GET', '/api/booked-packages')).status).toBe(401);
  });

  it('is empty for an expert without a booking page', async () => {
    const dora = await t.expert('dora@example.com');
    expect((await dora.request('GET', '/api/booked-packages')).body).toEqual({
      items: [],
      page: 1,
      hasNext: false,
    });
  });
});

describe('a booked package', () => {
  it('shows the client with their message, the payment with its discount, the credits and the access link', async () => {
    const codeId = newId();
    await fx
      .db()
      .insert(discountCodes)
      .values({ id: codeId, pageId: ada.pageId, code: 'SPRING10', valueType: 'percentage', percentOff: 10 });
    const created = await fx.bookedPackage(ada, {
      services: [
        { itemId: coaching, title: 'Coaching call', count: 5, used: 2 },
        { itemId: review, title: 'CV review', count: 1 },
      ],
      series: [{ itemId: yoga, title: 'Yoga series', count: 4, used: 1 }],
      values: {
        clientMessage: 'Looking forward to it!',
        paymentAmount: 22500,
        discountCodeId: codeId,
        discountCode: 'SPRING10',
        discountValueType: 'percentage',
        discountValuePercentOff: 10,
        discountAmountOff: 2500,
      },
    });
    await fx.bookWithCredit(ada, created.id, null, 9);

    const res = await get(`/api/booked-packages/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      client: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        message: 'Looking forward to it!',
      },
      package: { id: null, title: 'Five calls' },
      payment: {
        amount: 22500,
        currency: 'USD',
        discount: {
          codeId,
          code: 'SPRING10',
          valueType: 'percentage',
          percentOff: 10,
          amountOff: null,
          amountOffApplied: 2500,
        },
      },
      creditsLeft: 3 + 1 + 3,
      includedSessionsCount: 1,
      paymentPlan: null,
      useUrl: `${TEST_PUBLIC_URL}/packages/use?packageId=${created.id}`,
    });
    expect(res.body.services).toEqual([
      {
        id: created.serviceCredits[0],
        itemId: coaching,
        title: 'Coaching call',
        count: 5,
        used: 2,
        available: 3,
      },
      { id: created.serviceCredits[1], itemId: review, title: 'CV review', count: 1, used: 0, available: 1 },
    ]);
    expect(res.body.series).toEqual([
      { id: created.seriesCredits[0], itemId: yoga, title: 'Yoga series', count: 4, used: 1, available: 3 },
    ]);
  });

  it('shows the payment plan with its installments by due date', async () => {
    const due = [hoursFromToday(-30), hoursFromToday(1), hoursFromToday(31)];
    const created = await fx.bookedPackage(ada, {
      plan: {
        amount: 10000,
        installments: [{ dueAt: due[0]!, status: 'paid' }, { dueAt: due[1]! }, { dueAt: due[2]! }],
      },
    });
    const res = await get(`/api/booked-packages/${created.id}`);
    expect(res.body.payment.amount).toBe(30000);
    expect(res.body.paymentPlan).toEqual({
      id: created.paymentPlanId,
      status: 'active',
      currency: 'USD',
      amount: 10000,
      count: 3,
      cancelledAt: null,
      completedAt: null,
      installments: due.map((dueAt, i) => ({
        id: created.installmentIds[i],
        dueAt: dueAt.toISOString(),
        amount: 10000,
        status: i === 0 ? 'paid' : 'pending',
        paidAt: i === 0 ? dueAt.toISOString() : null,
        failedAt: null,
        failureMessage: null,
      })),
    });
  });

  it('pages the sessions booked with a credit, 10 at a time, latest first', async () => {
    const created = await fx.bookedPackage(ada, {
      services: [{ itemId: coaching, title: 'Coaching call', count: 12, used: 12 }],
      series: [{ itemId: yoga, title: 'Yoga series', count: 2 }],
    });
    const credit = created.serviceCredits[0]!;
    const first = await get(`/api/booked-packages/${created.id}/sessions?credit=${credit}`);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.hasNext).toBe(true);
    const starts = first.body.items.map((s: { start: string }) => s.start);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(first.body.items[0]).toMatchObject({
      type: 'personal',
      status: 'confirmed',
      clientName: 'Grace Hopper',
    });
    const second = await get(`/api/booked-packages/${created.id}/sessions?credit=${credit}&page=2`);
    expect(second.body.items).toHaveLength(2);
    expect(second.body.hasNext).toBe(false);
    const none = await get(`/api/booked-packages/${created.id}/sessions?credit=${created.seriesCredits[0]}`);
    expect(none.body).toEqual({ items: [], page: 1, hasNext: false });
    const included = await get(`/api/booked-packages/${created.id}/sessions?credit=included`);
    expect(included.body.items).toEqual([]);
  });

  it("answers 404 for a credit of another package, and lists the expert's services and series to add", async () => {
    const one = await fx.bookedPackage(ada, {
      services: [{ itemId: coaching, title: 'Coaching call', count: 1 }],
    });
    const other = await fx.bookedPackage(ada, {
      services: [{ itemId: coaching, title: 'Coaching call', count: 1 }],
    });
    const res = await get(`/api/booked-packages/${one.id}/sessions?credit=${other.serviceCredits[0]}`);
    expect(res.status).toBe(404);
    const options = await get(`/api/booked-packages/${one.id}/options`);
    expect(options.body).toEqual({
      services: [
        { id: coaching, title: 'Coaching call' },
        { id: review, title: 'CV review' },
      ],
      series: [{ id: yoga, title: 'Yoga series' }],
    });
  });
});

describe('tenancy', () => {
  it("answers 404 'Booked package not found' for another expert's, an unknown or an unpaid package, on every route", async () => {
    const adas = await fx.bookedPackage(ada, {
      services: [{ itemId: coaching, title: 'Coaching call', count: 2 }],
      plan: {
        amount: 5000,
        installments: [{ dueAt: hoursFromToday(-1), status: 'paid' }, { dueAt: hoursFromToday(30) }],
      },
    });
    const pending = await fx.bookedPackage(ada, {
      values: { status: 'pending', holdExpiresAt: new Date(Date.now() + 60_000) },
    });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', ''],
      ['GET', `/sessions?credit=${adas.serviceCredits[0]}`],
      ['GET', '/options'],
      ['PUT', '/counts', { services: [{ serviceId: coaching, count: 9 }], series: [] }],
      ['PUT', '/expiration', { expiresAt: new Date(Date.now() + 9 * DAY).toISOString() }],
      ['POST', '/payment-plan/cancel'],
    ];
    for (const [who, id] of [
      [bob, adas.id],
      [ada, 'no-such-package'],
      [ada, pending.id],
    ] as const) {
      for (const [method, path, body] of calls) {
        const res = await who.expert.request(method, `/api/booked-packages/${id}${path}`, body);
        expect([method, path, res.status, res.body.error.message]).toEqual([
          method,
          path,
          404,
          'Booked package not found',
        ]);
      }
    }
    expect((await fx.credits(adas.id)).services[0]).toMatchObject({ count: 2, available: 2 });
    expect((await fx.packageRow(adas.id)).expiresAt).toBeNull();
    expect((await fx.plan(adas.paymentPlanId!)).plan.status).toBe('active');
  });
});
