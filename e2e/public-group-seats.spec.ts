import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import {
  closePublicBookingSession,
  expert,
  inLa,
  mailbox,
  openPublicBookingSession,
  type PublicBookingSession,
  post as postAs,
  postWorkshop,
  SLUG,
} from './support/public-booking';
import type { RunningServer } from './support/server';

// An expert in London offers a paid group session with 2 seats and a series; clients in Los
// Angeles book the two seats through /sessions/{id}, paying in the sandbox, until the session is
// full; the series page lists its sessions, each linking to its own page.

let s: PublicBookingSession;
let server: RunningServer;
let page: Page;
let sessionId: string;
let seriesId: string;
let seriesSessions: string[];
let start: string;
let end: string;
let secondToken: string;

const DAY = 86_400_000;
const post = (path: string, data: unknown) => postAs(s, path, data);
const at17 = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(17, 0, 0, 0);
  return d.toISOString();
};

beforeAll(async () => {
  s = await openPublicBookingSession();
  ({ server, page } = s);
  await signUpThroughUi(s.expertPage, server.url, expert);
  await post('/api/booking-page', { firstName: 'Maya', lastName: 'Okafor', slug: SLUG });
  start = at17(5);
  end = new Date(Date.parse(start) + 90 * 60_000).toISOString();
  sessionId = await postWorkshop(s, start, {
    description: 'Practise the conversation with a small group.\nBring one offer you are weighing.',
    groupSizeMax: 2,
  });
  seriesId = (
    await post('/api/series', {
      title: 'Leadership circle',
      description: 'A small group of new managers, every week.',
      duration: 60,
      price: 0,
      groupSizeMax: 8,
      locationType: null,
      locationId: null,
      hidden: false,
      collectPhoneNumber: false,
    })
  ).id;
  seriesSessions = [];
  for (const days of [6, 13]) {
    seriesSessions.push((await post(`/api/series/${seriesId}/sessions`, { start: at17(days) })).id);
  }
});
afterAll(async () => {
  await closePublicBookingSession(s);
});

/** Fills the details form on a session page and pays in the sandbox; returns the booking token. */
async function bookAndPay(firstName: string, email: string): Promise<string> {
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/checkout\/sandbox\//);
  await page.getByText('TEST MODE').waitFor();
  await page.getByText('Salary negotiation workshop with Maya Okafor').waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $35.00' }).click();
  await page.waitForURL(/\/booking\/[^/]+$/);
  await page.getByText('You are booked').waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('a group session page', () => {
  it('opens from the booking page, in the client’s zone, with the seats left', async () => {
    await page.goto(`${server.url}/${SLUG}`);
    const group = page.getByRole('region', { name: 'Group sessions' });
    await group.getByText('2 seats left').waitFor();
    await group.getByRole('link', { name: /Salary negotiation workshop/ }).click();
    await page.waitForURL(`${server.url}/sessions/${sessionId}`);
    await page.getByRole('heading', { name: 'Salary negotiation workshop', level: 1 }).waitFor();
    expect(await page.title()).toBe('Salary negotiation workshop · Maya Okafor');
    const day = inLa(start, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const from = inLa(start, { hour: 'numeric', minute: '2-digit' });
    const to = inLa(end, { hour: 'numeric', minute: '2-digit' });
    await page.getByText(day).waitFor();
    await page.getByText(`${from} – ${to}`).waitFor();
    await page
      .getByText('America/Los Angeles (PST)')
      .or(page.getByText('America/Los Angeles (PDT)'))
      .waitFor();
    await page.getByText('1 hour 30 minutes').waitFor();
    await page.getByText('$35', { exact: true }).waitFor();
    await page.getByText('2 seats left').waitFor();
    await screenshotBoth(page, 'public-group-session');
  });

  it('books seat 1, paid in the sandbox, with an invite by email', async () => {
    const token = await bookAndPay('Jordan', 'jordan@example.com');
    const view = await (await page.request.get(`${server.url}/api/public/bookings/${token}`)).json();
    expect(view).toMatchObject({
      status: 'confirmed',
      price: 3500,
      canReschedule: false,
      groupSessionId: sessionId,
    });
    expect(await page.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    const emails = await mailbox(s, 'jordan@example.com');
    const confirmation = emails.find((e) => e.ical)!;
    const calendar = new ICAL.Component(ICAL.parse(confirmation.ical!.content));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`${sessionId}@${new URL(server.url).hostname}`);
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
  });

  it('books seat 2; then the page shows Full and offers no form', async () => {
    await page.goto(`${server.url}/sessions/${sessionId}`);
    await page.getByText('1 seat left').waitFor();
    secondToken = await bookAndPay('Sam', 'sam@example.com');
    await page.goto(`${server.url}/sessions/${sessionId}`);
    await page.getByRole('heading', { name: 'This session is full' }).waitFor();
    await page.getByText('Full', { exact: true }).waitFor();
    expect(await page.getByLabel('First name').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Continue to payment|Confirm booking/ }).count()).toBe(0);
    await screenshotBoth(page, 'public-group-session-full');
    await page.goto(`${server.url}/${SLUG}`);
    await page.getByRole('region', { name: 'Group sessions' }).getByText('Full').waitFor();
  });

  it('a seat taken meanwhile shows the API’s 409 as a banner and refreshes the seats', async () => {
    const last = (
      await post('/api/group-sessions', {
        title: 'Offer review clinic',
        description: '',
        start: at17(7),
        end: new Date(Date.parse(at17(7)) + 60 * 60_000).toISOString(),
        price: 0,
        groupSizeMax: 1,
        locationType: null,
        locationId: null,
        hidden: false,
        collectPhoneNumber: false,
      })
    ).id;
    await page.goto(`${server.url}/sessions/${last}`);
    await page.getByText('1 seat left').waitFor();
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Kim');
    await page.getByLabel('Email').fill('alex@example.com');
    // Someone else takes the last seat first.
    const rival = await s.expertPage.request.post(
      `${server.url}/api/public/group-sessions/${last}/bookings`,
      {
        data: {
          client: {
            firstName: 'Riva',
            lastName: 'Stone',
            email: 'riva@example.com',
            timeZone: 'Europe/London',
          },
        },
        headers: { origin: server.url },
      },
    );
    expect(rival.status()).toBe(201);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('alert').getByText('This session is full.').waitFor();
    await page.getByText('Every seat has been booked.').waitFor();
    await page.getByText('Full', { exact: true }).waitFor();
    expect(await page.getByLabel('First name').count()).toBe(0);
    await screenshotBoth(page, 'public-group-session-taken');
  });

  it('gives a seat back when a client cancels through the manage link', async () => {
    await page.goto(`${server.url}/booking/${secondToken}`);
    await page.getByText('You are booked').waitFor();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.locator('form button[type=submit]').click();
    await page.getByText('This booking is cancelled').waitFor();
    await page.getByText('Your place has been released.').waitFor();
    await screenshotBoth(page, 'public-group-seat-cancelled');
    await page.getByRole('link', { name: 'See the session' }).click();
    await page.waitForURL(`${server.url}/sessions/${sessionId}`);
    await page.getByText('1 seat left').waitFor();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
  });
});

describe('a series page', () => {
  it('lists its upcoming sessions in the client’s zone, each linking to its page', async () => {
    await page.goto(`${server.url}/${SLUG}`);
    await page
      .getByRole('region', { name: 'Series' })
      .getByRole('link', { name: /Leadership circle/ })
      .click();
    await page.waitForURL(`${server.url}/series/${seriesId}`);
    await page.getByRole('heading', { name: 'Leadership circle', level: 1 }).waitFor();
    expect(await page.title()).toBe('Leadership circle · Maya Okafor');
    await page.getByText('1 hour · Free').waitFor();
    const dates = page.getByRole('region', { name: 'Upcoming sessions' });
    const links = dates.getByRole('link');
    expect(await links.count()).toBe(2);
    for (const [i, id] of seriesSessions.entries()) {
      expect(await links.nth(i).getAttribute('href')).toBe(`/sessions/${id}`);
      const when = inLa(at17(i === 0 ? 6 : 13), { weekday: 'short', month: 'short', day: 'numeric' });
      await links
        .nth(i)
        .getByText(new RegExp(`^${when} · `))
        .waitFor();
      await links.nth(i).getByText('8 seats left').waitFor();
    }
    await screenshotBoth(page, 'public-series');

    await links.first().click();
    await page.waitForURL(`${server.url}/sessions/${seriesSessions[0]}`);
    await page.getByRole('link', { name: 'Part of Leadership circle' }).waitFor();
    await page.getByRole('button', { name: 'Confirm booking' }).waitFor();
  });

  it('says when a series has no upcoming sessions', async () => {
    const empty = (
      await post('/api/series', {
        title: 'Quiet circle',
        description: '',
        duration: 45,
        price: 10,
        groupSizeMax: 4,
        locationType: null,
        locationId: null,
        hidden: true,
        collectPhoneNumber: false,
      })
    ).id;
    await page.goto(`${server.url}/series/${empty}`);
    await page.getByRole('heading', { name: 'No upcoming sessions scheduled' }).waitFor();
    await screenshotBoth(page, 'public-series-empty');
    const res = await page.goto(`${server.url}/series/nope`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });
});
