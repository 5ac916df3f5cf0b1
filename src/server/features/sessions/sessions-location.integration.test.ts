import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInZone } from '../../../domain/time/format-in-zone';
import { connectedAccounts } from '../../db/schema/connected-accounts';
import { newId } from '../../ids';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { verifyCallLink } from '../calls/call-link';
import { emailsWithInvites } from '../public-booking/booking-test-setup';
import { signBookingToken } from '../public-booking/booking-token';
import {
  type Expert,
  HOUR,
  hoursFromToday,
  type sessionFixtures,
  startSessionsTestApp,
} from './sessions-testing';

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

describe('telling people where a session moved', () => {
  const manageUrl = (bookingId: string) =>
    `${TEST_PUBLIC_URL}/booking/${signBookingToken(t.services.deps.secrets.linkSigningKey, bookingId)}`;
  const when = (start: Date, zone: string) =>
    `${formatInZone(start, zone, "EEEE d MMMM yyyy 'at' HH:mm")} (${zone})`;

  it('emails the client the new place with the updated invite: same UID, SEQUENCE up by one', async () => {
    const start = hoursFromToday(6, 15);
    const { id, bookingId } = await fx.personal(
      ada,
      { start, iCalSequence: 2 },
      { clientEmail: 'moved@example.com', clientTimezone: 'America/New_York' },
    );
    const studio = await customLocation(ada, 'Garden studio', '4 Mill Lane');
    const res = await move(id, { locationType: 'custom', locationId: studio });
    expect(res.status).toBe(200);
    expect((await fx.sessionRow(id))!.iCalSequence).toBe(3);

    const emails = await emailsWithInvites(t, 'moved@example.com');
    expect(emails).toEqual([
      {
        subject: 'Location changed: Coaching call with Ada Lovelace',
        text: [
          'Location changed: Coaching call with Ada Lovelace',
          '',
          'Hi Grace, your Coaching call with Ada Lovelace has a new location.',
          '',
          'Where: Garden studio, 4 Mill Lane',
          '',
          `When: ${when(start, 'America/New_York')}`,
          '',
          `Manage your booking: ${manageUrl(bookingId)}`,
          '',
          'Sent by Slotwise',
        ].join('\n'),
        method: 'REQUEST',
        uid: `${id}@localhost`,
        sequence: 3,
        start: start.toISOString(),
        end: new Date(start.getTime() + HOUR).toISOString(),
        location: 'Garden studio, 4 Mill Lane',
        attendees: ['moved@example.com'],
      },
    ]);
    // The expert made the change: a personal session sends them nothing.
    expect(
      (await emailsWithInvites(t, 'ada@example.com')).filter((e) => e.uid === `${id}@localhost`),
    ).toEqual([]);
  });

  it('in a group session, tells each confirmed client and gives the expert their own invite', async () => {
    const start = hoursFromToday(7, 18);
    const group = await fx.group(ada, { start, iCalSequence: 0 });
    const first = await fx.booking(group, { clientFirstName: 'Lin', clientTimezone: 'Asia/Tokyo' });
    await fx.booking(group, { clientFirstName: 'Gone', cancelledAt: new Date() });
    await fx.booking(group, { clientFirstName: 'Held', status: 'expired' });
    const second = await fx.booking(group, { clientFirstName: 'Max', clientTimezone: 'Europe/Paris' });
    const res = await move(group, { locationType: 'daily', locationId: null });
    expect(res.status).toBe(200);

    const [lin] = await emailsWithInvites(t, 'lin@example.com');
    // Built-in video is the call room: Lin's place is her own join link (issue 17).
    const linRoom = /Where: Online: (\S+)/.exec(lin!.text)![1]!;
    expect(new URL(linRoom).pathname).toBe(`/s/${group}`);
    expect(
      verifyCallLink(
        t.services.deps.secrets.linkSigningKey,
        group,
        new URL(linRoom).searchParams.get('link')!,
        Date.now(),
      ),
    ).toEqual({ ok: true, bookingId: first });
    expect(lin).toMatchObject({
      subject: 'Location changed: Morning breathwork with Ada Lovelace',
      method: 'REQUEST',
      uid: `${group}@localhost`,
      sequence: 1,
      location: linRoom,
      attendees: ['lin@example.com'],
    });
    expect(lin!.text).toContain(`When: ${when(start, 'Asia/Tokyo')}`);
    expect(lin!.text).toContain(`Manage your booking: ${manageUrl(first)}`);
    const [max] = await emailsWithInvites(t, 'max@example.com');
    expect(max).toMatchObject({ sequence: 1, attendees: ['max@example.com'] });
    expect(max!.text).toContain(`Manage your booking: ${manageUrl(second)}`);
    expect(await emailsWithInvites(t, 'gone@example.com')).toEqual([]);
    expect(await emailsWithInvites(t, 'held@example.com')).toEqual([]);

    const toExpert = (await emailsWithInvites(t, 'ada@example.com')).filter(
      (e) => e.uid === `${group}@localhost`,
    );
    expect(toExpert).toEqual([
      {
        subject: 'Location changed: Morning breathwork',
        text: [
          'Location changed: Morning breathwork',
          '',
          'Morning breathwork has a new location.',
          '',
          `Where: Online: ${TEST_PUBLIC_URL}/s/${group}`,
          '',
          `When: ${when(start, 'Europe/London')}`,
          '',
          'Sent by Slotwise',
        ].join('\n'),
        method: 'REQUEST',
        uid: `${group}@localhost`,
        sequence: 1,
        start: start.toISOString(),
        end: new Date(start.getTime() + HOUR).toISOString(),
        location: `${TEST_PUBLIC_URL}/s/${group}`,
        attendees: ['lin@example.com', 'max@example.com'],
      },
    ]);
  });

  it('a group session nobody booked changes quietly', async () => {
    const group = await fx.group(ada, { start: hoursFromToday(8), title: 'Quiet circle' });
    expect((await move(group, { locationType: 'daily', locationId: null })).status).toBe(200);
    const mail = await emailsWithInvites(t, 'ada@example.com');
    expect(mail.filter((e) => e.uid === `${group}@localhost`)).toEqual([]);
  });
});
