import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedAccounts } from '../../db/schema/connected-accounts';
import { newId } from '../../ids';
import type { TestApp } from '../../testing/test-app';
import { type Expert, hoursFromToday, type sessionFixtures, startSessionsTestApp } from './sessions-testing';

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: ReturnType<typeof sessionFixtures>;
const move = (id: string, body: unknown, who = ada) =>
  who.expert.request('PUT', `/api/sessions/${id}/location`, body);

async function customLocation(who: Expert, name: string, location: string) {
  const res = await who.expert.request('POST', '/api/locations', { name, location });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

beforeAll(async () => {
  ({ t, ada, bob, fixtures: fx } = await startSessionsTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('changing where a session takes place', () => {
  it('copies a custom location into the session, then goes back to built-in video', async () => {
    const { id } = await fx.personal(ada, {
      start: hoursFromToday(2),
      locationJoinUrl: 'https://old.example/j',
    });
    const studio = await customLocation(ada, 'Studio', '12 High Street');
    const res = await move(id, { locationType: 'custom', locationId: studio });
    expect(res.status).toBe(200);
    expect(res.body.location).toEqual({
      type: 'custom',
      id: studio,
      name: 'Studio',
      details: '12 High Street',
      joinUrl: null,
    });
    const video = await move(id, { locationType: 'daily', locationId: null });
    expect(video.body.location).toEqual({
      type: 'daily',
      id: null,
      name: null,
      details: null,
      joinUrl: null,
    });
    expect(await fx.sessionRow(id)).toMatchObject({ locationType: 'daily', locationId: null });
  });

  it('takes Zoom only when a Zoom account is connected', async () => {
    const { id } = await fx.personal(ada, { start: hoursFromToday(3) });
    const refused = await move(id, { locationType: 'zoom', locationId: null });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Connect your Zoom account first');
    await fx
      .db()
      .insert(connectedAccounts)
      .values({ id: newId(), userId: ada.userId, type: 'conferencing', provider: 'zoom', externalId: 'z-1' });
    const res = await move(id, { locationType: 'zoom', locationId: null });
    expect(res.status).toBe(200);
    expect(res.body.location.type).toBe('zoom');
  });

  it("does not take another expert's location, or a custom choice without one", async () => {
    const { id } = await fx.personal(ada, { start: hoursFromToday(4) });
    const bobs = await customLocation(bob, 'Bob office', 'Elsewhere');
    expect((await move(id, { locationType: 'custom', locationId: bobs })).status).toBe(404);
    const missing = await move(id, { locationType: 'custom', locationId: null });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please choose a location');
    expect((await fx.sessionRow(id))!.locationType).toBe('daily');
  });

  it("says 'Session is cancelled' for a cancelled session", async () => {
    const id = await fx.session(ada, {
      start: hoursFromToday(5),
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    const res = await move(id, { locationType: 'daily', locationId: null });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Session is cancelled');
  });
});
