import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP } from './browser';
import { signUpThroughUi } from './flows';
import type { RunningServer } from './server';
import { type BrowserSession, closeSession, openSession } from './session';

// The public booking specs' common ground: an expert in London (Maya) and a client in Los
// Angeles, each in their own browser context, and Maya's page with the service clients book.

export const SLUG = 'maya-okafor';
export const LA = 'America/Los_Angeles';
export const expert = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  password: 'coaching-2026',
};

/** An instant as a clock in Los Angeles shows it. */
export const inLa = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: LA }).format(new Date(iso));

export type PublicBookingSession = {
  session: BrowserSession;
  server: RunningServer;
  expertContext: BrowserContext;
  clientContext: BrowserContext;
  /** The expert's tab (Europe/London). */
  expertPage: Page;
  /** The client's tab (America/Los_Angeles). */
  page: Page;
};

/** The built server on a fresh database, with the expert's and the client's browsers. */
export async function openPublicBookingSession(): Promise<PublicBookingSession> {
  const session = await openSession();
  const expertContext = await session.browser.newContext({ viewport: DESKTOP, timezoneId: 'Europe/London' });
  const clientContext = await session.browser.newContext({ viewport: DESKTOP, timezoneId: LA });
  return {
    session,
    server: session.server,
    expertContext,
    clientContext,
    expertPage: await expertContext.newPage(),
    page: await clientContext.newPage(),
  };
}

export async function closePublicBookingSession(s: PublicBookingSession | undefined): Promise<void> {
  await s?.expertContext.close();
  await s?.clientContext.close();
  await closeSession(s?.session);
}

/** A POST as the signed-in expert that must answer 201; returns the body. */
export async function post(s: PublicBookingSession, path: string, data: unknown) {
  const res = await s.expertPage.request.post(`${s.server.url}${path}`, {
    data,
    headers: { origin: s.server.url },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return res.json();
}

/**
 * Signs Maya up through the form and, through the API, creates her booking page and the paid
 * 'Career strategy session' (it collects the client's phone). Returns the service id.
 */
export async function setUpExpertWithService(s: PublicBookingSession): Promise<string> {
  await signUpThroughUi(s.expertPage, s.server.url, expert);
  await post(s, '/api/booking-page', { firstName: 'Maya', lastName: 'Okafor', slug: SLUG });
  const service = await post(s, '/api/services', {
    title: 'Career strategy session',
    description: 'A focused hour on your next career move: goals, options and a concrete plan.',
    duration: 60,
    price: 120,
    availabilityId: 'availability',
    customSchedulingRules: null,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: true,
  });
  return service.id;
}

/** The emails the dev mailbox holds for `to`, newest first. */
export async function mailbox(s: PublicBookingSession, to: string) {
  const res = await s.page.request.get(`${s.server.url}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Array<{ subject: string; text: string; ical: { content: string } | null }>;
}

/**
 * Maya's 'Salary negotiation workshop' through the API: 90 minutes from `start`, $35, 12 seats
 * unless told. Returns its id.
 */
export async function postWorkshop(
  s: PublicBookingSession,
  start: string,
  fields: { description?: string; groupSizeMax?: number; collectPhoneNumber?: boolean } = {},
): Promise<string> {
  const workshop = await post(s, '/api/group-sessions', {
    title: 'Salary negotiation workshop',
    description: 'Practise the conversation with a small group.',
    start,
    end: new Date(Date.parse(start) + 90 * 60_000).toISOString(),
    price: 35,
    groupSizeMax: 12,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
    ...fields,
  });
  return workshop.id;
}

/**
 * The calendar's free times on the first day that has some. It opens on this month; when none is
 * left in it (late on the last day of a month), it says so and offers the next month. Waits for
 * one or the other to show: checking at once would race the calendar's loading.
 */
export async function firstFreeTimes(page: Page) {
  const times = page.getByRole('list', { name: 'Available times' });
  const none = page.getByText(/^No free times in/);
  await times.or(none).first().waitFor();
  if (await none.isVisible()) await page.getByRole('button', { name: /^Try / }).click();
  await times.waitFor();
  return times;
}
