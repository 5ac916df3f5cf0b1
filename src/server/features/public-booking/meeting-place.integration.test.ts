import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedAccounts } from '../../db/schema/connected-accounts';
import { emailMessages } from '../../db/schema/email';
import { newId } from '../../ids';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { verifyCallLink } from '../calls/call-link';
import { at, client, setUpExpert } from './booking-test-setup';
import { createGroupSession } from './seat-test-setup';

// Issue 13 (ADR 030): each kind of location, booked by a client, says only the real place in
// the client's and the expert's email, in the invite's LOCATION and on the manage page.

let t: TestApp;
const linkKey = () => t.services.deps.secrets.linkSigningKey;
let ada: Awaited<ReturnType<typeof setUpExpert>>;
const services: Record<string, string> = {};
const db = () => t.services.deps.database.db;

async function customLocation(name: string, location: string) {
  const res = await ada.expert.request('POST', '/api/locations', { name, location });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function service(title: string, locationType: string, locationId: string | null = null) {
  const res = await ada.expert.request('POST', '/api/services', {
    title,
    description: null,
    duration: 60,
    price: 0,
    availabilityId: 'availability',
    customSchedulingRules: null,
    locationType,
    locationId,
    hidden: false,
    collectPhoneNumber: false,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** The newest email to `to`: its text, HTML and the invite's LOCATION, DESCRIPTION and URL. */
async function latestEmail(to: string) {
  await t.services.worker.drain();
  const rows = await db().select().from(emailMessages).where(eq(emailMessages.to, to));
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  const row = rows[0]!;
  const vevent = new ICAL.Component(ICAL.parse(row.ical!.content)).getFirstSubcomponent('vevent')!;
  return {
    subject: row.subject,
    text: row.text,
    html: row.html,
    location: vevent.getFirstPropertyValue('location'),
    description: vevent.getFirstPropertyValue('description'),
    url: vevent.getFirstPropertyValue('url'),
  };
}

/** Books `serviceId` at `start` for a client of their own; the manage link's token. */
async function book(serviceId: string, start: string, email: string) {
  const res = await t
    .client()
    .request('POST', '/api/public/pages/ada/bookings', { serviceId, start, client: client({ email }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token as string;
}

const clientText = (title: string, where: string, token: string) =>
  [
    `Booking confirmed: ${title} with Ada Lovelace`,
    '',
    `Hi Grace, your ${title} with Ada Lovelace is booked.`,
    '',
    'When: Monday 3 March 2031 at 05:00 (America/New_York)',
    '',
    `Where: ${where}`,
    '',
    `Manage your booking: ${TEST_PUBLIC_URL}/booking/${token}`,
    '',
    'Sent by Slotwise',
  ].join('\n');

const expertText = (title: string, email: string, where: string) =>
  [
    `New booking: ${title}`,
    '',
    `Grace Hopper (${email}) booked ${title}.`,
    '',
    'When: Monday 3 March 2031 at 10:00 (Europe/London)',
    '',
    `Where: ${where}`,
    '',
    'Sent by Slotwise',
  ].join('\n');

beforeAll(async () => {
  // ZOOM=none: this file checks what a Zoom session says before a meeting exists (Zoom's own
  // meetings are src/server/features/zoom's tests), so no meeting is made for it.
  t = await createTestApp({ ZOOM: 'none' });
  ada = await setUpExpert(t, 'ada@example.com', 'ada');
  // Zoom is offered only with a connected account (this one, inserted, has no tokens).
  await db()
    .insert(connectedAccounts)
    .values({ id: newId(), userId: ada.userId, type: 'conferencing', provider: 'zoom', externalId: 'z-1' });
  services.video = await service('Video call', 'daily');
  services.zoom = await service('Zoom call', 'zoom');
  services.studio = await service(
    'Studio session',
    'custom',
    await customLocation('Studio 4', '12 Rivington Street, London EC2A 3DU'),
  );
  services.room = await service(
    'Room session',
    'custom',
    await customLocation('Team room', 'https://meet.example.com/ada?pwd=1&x=2'),
  );
});
afterAll(async () => {
  await t.close();
});

describe('where a booked session takes place', () => {
  it('built-in video: each reader is placed in the call room, a client by their own join link', async () => {
    const token = await book(services.video!, at('10:00'), 'video@example.com');
    const toClient = await latestEmail('video@example.com');
    const room = /Where: Online: (\S+)/.exec(toClient.text)![1]!;
    const url = new URL(room);
    const sessionId = url.pathname.split('/')[2]!;
    const roomAddress = `${TEST_PUBLIC_URL}/s/${sessionId}`;
    expect(`${url.origin}${url.pathname}`).toBe(roomAddress);
    expect(verifyCallLink(linkKey(), sessionId, url.searchParams.get('link')!, Date.now())).toEqual({
      ok: true,
      bookingId: token.split('.')[0],
    });
    expect(toClient.text).toBe(clientText('Video call', `Online: ${room}`, token));
    expect(toClient.location).toBe(room);
    expect(toClient.description).toBe(`Manage your booking: ${TEST_PUBLIC_URL}/booking/${token}`);
    expect(toClient.url).toBe(`${TEST_PUBLIC_URL}/booking/${token}`);
    const toExpert = await latestEmail('ada@example.com');
    expect(toExpert.text).toBe(expertText('Video call', 'video@example.com', `Online: ${roomAddress}`));
    // The expert's copy of the invite places them by the room's address, never the client's link.
    expect(toExpert.location).toBe(roomAddress);

    const view = await t.client().request('GET', `/api/public/bookings/${token}`);
    expect(view.body.location).toEqual({ type: 'daily', name: null, details: null, joinUrl: room });
    expect(new URL(view.body.calendar.googleUrl).searchParams.get('location')).toBe(room);
  });

  it('Zoom: Ada will send the Zoom link', async () => {
    const token = await book(services.zoom!, at('11:00'), 'zoom@example.com');
    const toClient = await latestEmail('zoom@example.com');
    expect(toClient.text).toBe(
      clientText('Zoom call', 'Zoom — Ada Lovelace will send you the link', token).replace('05:00', '06:00'),
    );
    expect(toClient.location).toBe('Zoom — the link comes from Ada Lovelace');
    expect((await latestEmail('ada@example.com')).text).toContain(
      'Where: Zoom — clients are told you will send them the link',
    );
  });

  it("in person: the location's name and address", async () => {
    const token = await book(services.studio!, at('12:00'), 'studio@example.com');
    const where = 'Studio 4, 12 Rivington Street, London EC2A 3DU';
    const toClient = await latestEmail('studio@example.com');
    expect(toClient.text).toBe(clientText('Studio session', where, token).replace('05:00', '07:00'));
    expect(toClient.location).toBe(where);
    expect((await latestEmail('ada@example.com')).text).toContain(`Where: ${where}`);
  });

  it("a custom location with a link: the link, clickable in the email and alone in the invite's LOCATION", async () => {
    const token = await book(services.room!, at('13:00'), 'room@example.com');
    const link = 'https://meet.example.com/ada?pwd=1&x=2';
    const toClient = await latestEmail('room@example.com');
    expect(toClient.text).toBe(
      clientText('Room session', `Team room: ${link}`, token).replace('05:00', '08:00'),
    );
    expect(toClient.html).toContain(
      'Where: Team room: <a href="https://meet.example.com/ada?pwd=1&amp;x=2">https://meet.example.com/ada?pwd=1&amp;x=2</a>',
    );
    expect(toClient.location).toBe(link);
    const toExpert = await latestEmail('ada@example.com');
    expect(toExpert.text).toContain(`Where: Team room: ${link}`);
    expect(toExpert.location).toBe(link);
  });

  it("a group session on built-in video: each client gets their own link, the expert's invite the room", async () => {
    const sessionId = await createGroupSession(ada.expert, { title: 'Evening yoga' });
    const res = await t.client().request('POST', `/api/public/group-sessions/${sessionId}/bookings`, {
      client: client({ email: 'yoga@example.com' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const toClient = await latestEmail('yoga@example.com');
    const room = /Where: Online: (\S+)/.exec(toClient.text)![1]!;
    const link = new URL(room).searchParams.get('link')!;
    expect(verifyCallLink(linkKey(), sessionId, link, Date.now())).toEqual({
      ok: true,
      bookingId: res.body.token.split('.')[0],
    });
    expect(toClient.location).toBe(room);
    const toExpert = await latestEmail('ada@example.com');
    expect(toExpert.text).toContain(`Where: Online: ${TEST_PUBLIC_URL}/s/${sessionId}`);
    expect(toExpert.location).toBe(`${TEST_PUBLIC_URL}/s/${sessionId}`);
    expect(toExpert.description).toBe(`Session page: ${TEST_PUBLIC_URL}/sessions/${sessionId}`);
  });
});
