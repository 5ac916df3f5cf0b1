import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { createApp } from '../../app';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { emailMessages } from '../../db/schema/email';
import { TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';

// Shared set-up of the booking integration tests: an expert in London with a page and services.
// A Monday far enough ahead that "now" never reaches it; London is on GMT then.
export const MONDAY = '2031-03-03';
export const at = (hhmm: string, day = MONDAY) => `${day}T${hhmm}:00.000Z`;

export async function setUpExpert(t: TestApp, email: string, slug: string) {
  const expert: TestClient = await t.expert(email);
  const db = t.services.deps.database.db;
  await db.update(users).set({ timezone: 'Europe/London' }).where(eq(users.email, email));
  const page = await expert.request('POST', '/api/booking-page', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    slug,
  });
  if (page.status !== 201) throw new Error(`page: ${page.status}`);
  const [row] = await db.select().from(bookingPages).where(eq(bookingPages.slug, slug));
  const service = async (fields: { title: string; price: number; collectPhoneNumber?: boolean }) => {
    const res = await expert.request('POST', '/api/services', {
      description: null,
      duration: 60,
      availabilityId: 'availability',
      customSchedulingRules: null,
      locationType: null,
      locationId: null,
      hidden: false,
      collectPhoneNumber: false,
      ...fields,
    });
    if (res.status !== 201) throw new Error(`service: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  return { expert, userId: row!.userId, pageId: row!.id, service };
}

export const client = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace.Hopper@Example.com',
  phone: null,
  message: null,
  timeZone: 'America/New_York',
  ...overrides,
});

/** The emails to `to` (newest first) with their parsed invites. */
export async function emailsWithInvites(t: TestApp, to: string) {
  await t.services.worker.drain();
  const db = t.services.deps.database.db;
  const rows = await db.select().from(emailMessages).where(eq(emailMessages.to, to));
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  return rows
    .filter((r) => r.ical)
    .map((r) => {
      const component = new ICAL.Component(ICAL.parse(r.ical!.content));
      const vevent = component.getFirstSubcomponent('vevent')!;
      const event = new ICAL.Event(vevent);
      return {
        subject: r.subject,
        text: r.text,
        method: component.getFirstPropertyValue('method'),
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        location: event.location,
        attendees: event.attendees.map((a) => String(a.getFirstValue()).replace(/^mailto:/, '')),
      };
    });
}

/** The sandbox checkout page of a payment: GET it, or POST a card number; redirects not followed. */
export function sandboxCheckout(t: TestApp, paymentId: string, cardNumber?: string) {
  return t.fetch(
    new Request(`${TEST_PUBLIC_URL}/checkout/sandbox/${paymentId}`, {
      method: cardNumber === undefined ? 'GET' : 'POST',
      ...(cardNumber === undefined
        ? {}
        : {
            body: new URLSearchParams({ cardNumber }),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
      redirect: 'manual',
    }),
  );
}

/**
 * The app serving built pages from stand-in templates: index.html (the dashboard: 'SPA') and
 * booking.html (the public entry: 'PUBLIC' with its head and body marks), for the public pages'
 * server-rendered heads. `close` removes the folder.
 */
export function servedPages(t: TestApp) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><title>Slotwise</title></head><body>SPA</body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'booking.html'),
    '<html><head><!--app-head--></head><body><div id="root"><!--app-body--></div>PUBLIC</body></html>',
  );
  const web = createApp(t.services.deps, { webDir: dir });
  return {
    async get(pathname: string) {
      const res = await web.request(pathname);
      return { status: res.status, html: await res.text(), location: res.headers.get('location') };
    },
    close: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
