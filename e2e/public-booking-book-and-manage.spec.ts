import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import {
  closePublicBookingSession,
  expert,
  firstFreeTimes,
  inLa,
  LA,
  mailbox,
  openPublicBookingSession,
  type PublicBookingSession,
  SLUG,
  setUpExpertWithService,
} from './support/public-booking';
import type { RunningServer } from './support/server';

// The expert in London has a page with a paid service that collects the phone; a client in Los
// Angeles picks a time, fills in the form, pays in the sandbox, gets the invite, reschedules and
// cancels through the manage link. The page itself and its calendar: public-booking-page.spec.ts.

let s: PublicBookingSession;
let server: RunningServer;
let expertPage: Page;
let page: Page;
let token: string;
let booking: { start: string; end: string };

beforeAll(async () => {
  s = await openPublicBookingSession();
  ({ server, expertPage, page } = s);
  const serviceId = await setUpExpertWithService(s);
  // The client starts on the service's calendar, on the first day with free times.
  await page.goto(`${server.url}/${SLUG}/${serviceId}`);
  await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
  await firstFreeTimes(page);
  await page.getByRole('list', { name: 'Available times' }).waitFor();
});
afterAll(async () => {
  await closePublicBookingSession(s);
});

function parseInvite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

describe('the public booking page', () => {
  it('asks for the details, with the phone this service collects, and checks them', async () => {
    const times = page.getByRole('list', { name: 'Available times' });
    await times.getByRole('button').first().click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(4);
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill('jordan@');
    await page.getByLabel('Phone').fill('+1 415 555 0100');
    await page.getByLabel('Message').fill('x'.repeat(801));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Too long, please limit the message to 800 characters').waitFor();
    await screenshotBoth(page, 'public-form-errors');
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Message').fill('I would like to talk about moving into management.');
    await screenshotBoth(page, 'public-form');
  });

  it('goes back to the calendar when another client takes the time first', async () => {
    const taken = 'This time is no longer available. Please choose another time.';
    // Another client books the very same time (a real request) just before this one is sent.
    let takenStart = '';
    await page.route(`**/api/public/pages/${SLUG}/bookings`, async (route) => {
      const body = route.request().postDataJSON();
      takenStart = body.start;
      const rival = await expertPage.request.post(`${server.url}/api/public/pages/${SLUG}/bookings`, {
        data: { ...body, client: { ...body.client, firstName: 'Riva', email: 'riva@example.com' } },
        headers: { origin: server.url },
      });
      expect(rival.status()).toBe(201);
      await route.continue();
    });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await page.getByRole('alert').getByText(taken).waitFor();
    await page.unroute(`**/api/public/pages/${SLUG}/bookings`);
    // Back on the calendar, open on the month of the time just taken, which is no longer offered.
    const takenMonth = await page.evaluate(
      (start) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date(start)),
      takenStart,
    );
    await page.getByRole('table', { name: takenMonth }).waitFor();
    const times = await firstFreeTimes(page);
    const takenLabel = await page.evaluate(
      (start) =>
        new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(start)),
      takenStart,
    );
    const takenDay = await page.evaluate(
      (start) =>
        new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(
          new Date(start),
        ),
      takenStart,
    );
    await page.getByRole('heading', { name: takenDay }).waitFor();
    expect(await times.getByRole('button', { name: takenLabel, exact: true }).count()).toBe(0);
    await times.getByRole('button').first().click();
    // What the client typed is still there.
    expect(await page.getByLabel('Email').inputValue()).toBe('jordan@example.com');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+1 415 555 0100');
  });

  it('pays in the sandbox and lands on the confirmation', async () => {
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    await page.getByText('TEST MODE').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $120.00' }).click();
    await page.waitForURL(/\/booking\/[^/]+$/);
    await page.getByText('You are booked').waitFor();
    token = new URL(page.url()).pathname.split('/').pop()!;
    booking = await (await page.request.get(`${server.url}/api/public/bookings/${token}`)).json();
    expect(booking).toMatchObject({ status: 'confirmed', price: 12000, currency: 'USD', timeZone: LA });
    await page
      .getByText(`${inLa(booking.start, { hour: 'numeric', minute: '2-digit' })} –`, { exact: false })
      .waitFor();
    await screenshotBoth(page, 'public-booking-confirmed');
  });

  it('emails the client a valid invite and the manage link', async () => {
    const emails = await mailbox(s, 'jordan@example.com');
    const confirmation = emails.find((e) => e.ical)!;
    expect(confirmation.text).toContain(`${server.url}/booking/${token}`);
    const invite = parseInvite(confirmation.ical!.content);
    expect(invite.method).toBe('REQUEST');
    expect(invite.sequence).toBe(0);
    expect(invite.start).toBe(booking.start);
    expect(invite.end).toBe(booking.end);
  });

  it('reschedules through the manage link', async () => {
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await page.getByRole('heading', { name: 'Choose a new time' }).waitFor();
    const times = await firstFreeTimes(page);
    await times.getByRole('button').last().click();
    await screenshotBoth(page, 'public-booking-reschedule');
    await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await page.getByRole('heading', { name: 'Choose a new time' }).waitFor({ state: 'detached' });
    const moved = await (await page.request.get(`${server.url}/api/public/bookings/${token}`)).json();
    expect(moved.status).toBe('confirmed');
    expect(moved.start).not.toBe(booking.start);
    await page
      .getByText(`${inLa(moved.start, { hour: 'numeric', minute: '2-digit' })} –`, { exact: false })
      .waitFor();
    const emails = await mailbox(s, 'jordan@example.com');
    const invites = emails.flatMap((e) => (e.ical ? [parseInvite(e.ical.content)] : []));
    expect(invites[0]).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      start: moved.start,
      uid: invites[1]!.uid,
    });
    booking = moved;
  });

  it("the expert's minimum notice blocks a late reschedule; cancelling still works", async () => {
    await server.setPlan(expert.email, 'starter');
    const policy = await expertPage.request.put(`${server.url}/api/scheduling/cancellation-policy`, {
      data: {
        cancellationDisabled: false,
        cancellationMinNotice: 0,
        reschedulingDisabled: false,
        reschedulingMinNotice: 10080,
      },
      headers: { origin: server.url },
    });
    expect(policy.status()).toBe(200);
    await page.reload();
    await page.getByText('You are booked').waitFor();
    expect(await page.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    const late = await page.request.post(`${server.url}/api/public/bookings/${token}/reschedule`, {
      data: { start: booking.start, message: null },
      headers: { origin: server.url },
    });
    expect(late.status()).toBe(409);

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByLabel('Message').fill('Something came up, sorry.');
    await page.locator('form button[type=submit]').click();
    await page.getByText('This booking is cancelled').waitFor();
    const emails = await mailbox(s, 'jordan@example.com');
    const cancel = parseInvite(emails.find((e) => e.ical)!.ical!.content);
    expect(cancel).toMatchObject({ method: 'CANCEL', sequence: 2 });
    await screenshotBoth(page, 'public-booking-cancelled');
  });
});
