import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../src/domain/rich-text/rich-text';
import { screenshotBoth } from './support/browser';
import {
  closePublicBookingSession,
  expert,
  firstFreeTimes,
  inLa,
  openPublicBookingSession,
  type PublicBookingSession,
  post as postAs,
  postWorkshop,
  SLUG,
  setUpExpertWithService,
} from './support/public-booking';
import type { RunningServer } from './support/server';

// An expert in London sets up a booking page, services, a group session, a series and a package
// through the API; a client in Los Angeles opens the public page and the service's month calendar
// (times shown in LA time). Booking, paying and managing: public-booking-book-and-manage.spec.ts.

let s: PublicBookingSession;
let server: RunningServer;
let page: Page;
let serviceId: string;
let groupStart: string;

const post = (path: string, data: unknown) => postAs(s, path, data);

beforeAll(async () => {
  s = await openPublicBookingSession();
  ({ server, page } = s);
});
afterAll(async () => {
  await closePublicBookingSession(s);
});

describe('the public booking page', () => {
  it('answers a clean Not found for an unknown slug', async () => {
    const res = await page.goto(`${server.url}/nobody-here`);
    expect(res?.status()).toBe(404);
    expect(await page.title()).toBe('Not found');
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it('shows the expert, the services and the upcoming group session, in the client’s zone', async () => {
    serviceId = await setUpExpertWithService(s);
    await post('/api/services', {
      title: 'Intro call',
      description: null,
      duration: 30,
      price: 0,
      availabilityId: 'availability',
      customSchedulingRules: null,
      locationType: null,
      locationId: null,
      hidden: false,
      collectPhoneNumber: false,
    });
    await post('/api/services', {
      title: 'Private follow-up',
      description: null,
      duration: 45,
      price: 80,
      availabilityId: 'availability',
      customSchedulingRules: null,
      locationType: null,
      locationId: null,
      hidden: true,
      collectPhoneNumber: false,
    });
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(17, 0, 0, 0);
    groupStart = start.toISOString();
    const workshopId = await postWorkshop(s, groupStart);

    const circle = await post('/api/series', {
      title: 'Leadership circle',
      duration: 60,
      price: 25,
      groupSizeMax: 8,
      locationType: null,
      locationId: null,
    });
    await post(`/api/series/${circle.id}/sessions`, {
      start: new Date(Date.parse(groupStart) + 86_400_000).toISOString(),
    });
    await post('/api/packages', {
      title: 'Five strategy sessions',
      description: null,
      personalSessions: [{ serviceId, count: 5 }],
      groupSessionIds: [],
      series: [],
      price: 500,
      paymentPlanMonths: null,
      expiryDays: null,
      hidden: false,
      confirmedEmpty: false,
    });

    const res = await page.goto(`${server.url}/${SLUG}`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('Maya Okafor');
    await page.getByRole('heading', { name: 'Maya Okafor', level: 1 }).waitFor();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByText('Career strategy session').waitFor();
    expect(await sessions.getByText('1 hour · $120').count()).toBe(1);
    expect(await sessions.getByText('30 minutes · Free').count()).toBe(1);
    expect(await page.getByText('Private follow-up').count()).toBe(0);

    const group = page.getByRole('region', { name: 'Group sessions' });
    await group.getByText('Salary negotiation workshop').waitFor();
    const day = inLa(groupStart, { weekday: 'short', month: 'short', day: 'numeric' });
    const from = inLa(groupStart, { hour: 'numeric', minute: '2-digit' });
    const to = inLa(new Date(Date.parse(groupStart) + 90 * 60_000).toISOString(), {
      hour: 'numeric',
      minute: '2-digit',
    });
    await group.getByText(`${day} · ${from} – ${to}`).waitFor();
    await group.getByText('12 seats left').waitFor();
    await group.getByText('$35').waitFor();
    expect(await group.getByRole('link').getAttribute('href')).toBe(`/sessions/${workshopId}`);
    const series = page.getByRole('region', { name: 'Series' });
    await series.getByText('Leadership circle').waitFor();
    await series.getByText('1 hour · $25').waitFor();
    await series.getByText('1 upcoming session').waitFor();
    expect(await series.getByRole('link').getAttribute('href')).toBe(`/series/${circle.id}`);
    const packages = page.getByRole('region', { name: 'Packages' });
    await packages.getByText('Five strategy sessions').waitFor();
    await packages.getByText('$500').waitFor();
    await screenshotBoth(page, 'public-page');
  });

  it('shows the month calendar with the free days and the times in Los Angeles time', async () => {
    await page.getByRole('link', { name: /Career strategy session/ }).click();
    await page.waitForURL(`${server.url}/${SLUG}/${serviceId}`);
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    expect(await page.title()).toBe('Career strategy session · Maya Okafor');
    await page
      .getByText('America/Los Angeles (PST)')
      .or(page.getByText('America/Los Angeles (PDT)'))
      .waitFor();

    // The first free day opens by itself; its times are the API's slots read on an LA clock.
    let times = page.getByRole('list', { name: 'Available times' });
    await firstFreeTimes(page);
    await times.waitFor();
    const firstDay = page.getByRole('button', { name: /, available$/ }).first();
    const label = (await firstDay.getAttribute('aria-label'))!.replace(', available', '');
    const month = await page.locator('.calendar-title').textContent();
    const [monthName, year] = month!.split(' ');
    const monthIndex = new Date(`${monthName} 1, ${year}`).getMonth();
    const dayOfMonth = Number(label.match(/(\d+)$/)![1]);
    const pad = (n: number) => String(n).padStart(2, '0');
    const key = `${year}-${pad(monthIndex + 1)}-${pad(dayOfMonth)}`;
    const api = await page.request.get(
      `${server.url}/api/public/pages/${SLUG}/services/${serviceId}/slots?from=${key}T00:00:00-07:00&to=${key}T23:59:00-08:00`,
    );
    const { slots } = (await api.json()) as { slots: string[] };
    const daySlots = slots.filter(
      (s) =>
        inLa(s, { year: 'numeric', month: '2-digit', day: '2-digit' }) ===
        `${pad(monthIndex + 1)}/${pad(dayOfMonth)}/${year}`,
    );
    const expected = daySlots.map((s) => inLa(s, { hour: 'numeric', minute: '2-digit' }));
    expect(expected.length).toBeGreaterThan(0);
    expect(await times.getByRole('button').allTextContents()).toEqual(expected);
    // Working hours are 09:00-17:00 in London, so the first time is on the hour within them: 09:00
    // on a later day, or the first hour still to come when the first free day is today (the test
    // runs at any hour). In Los Angeles that is 1 AM to 8 AM (9 AM in the weeks when only one side
    // is on summer time).
    const inLondon = (iso: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' }).format(new Date(iso));
    const hhmm = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const ymd = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    const firstLondon = inLondon(daySlots[0]!, hhmm);
    expect(firstLondon).toMatch(/^(09|1[0-6]):00$/);
    if (inLondon(daySlots[0]!, ymd) !== inLondon(new Date().toISOString(), ymd)) {
      expect(firstLondon).toBe('09:00');
    }
    // The same first time on a London clock, as the page writes it.
    const firstLondonLabel = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/London',
    }).format(new Date(daySlots[0]!));
    expect(await firstDay.getAttribute('aria-pressed')).toBe('true');
    await screenshotBoth(page, 'public-calendar');

    // The zone switcher: the same slots on a London clock.
    await page.getByRole('button', { name: /Time zone/ }).click();
    await page.getByLabel('Search time zones').fill('london');
    await page.getByRole('button', { name: /^Europe\/London/ }).click();
    times = page.getByRole('list', { name: 'Available times' });
    await times.getByRole('button', { name: firstLondonLabel }).first().waitFor();
    await page.getByRole('button', { name: /Time zone/ }).click();
    await page.getByLabel('Search time zones').fill('los angeles');
    await page.getByRole('button', { name: /^America\/Los Angeles/ }).click();
    await times.getByRole('button', { name: expected[0]! }).waitFor();
  });

  it('applies the branding colours and shows the headline and description', async () => {
    // Set as the Page and Branding tabs save them, on a plan that has branding (issue 19).
    await server.setPlan(expert.email, 'starter');
    const put = async (path: string, data: unknown) => {
      const res = await s.expertPage.request.put(`${server.url}${path}`, {
        data,
        headers: { origin: server.url },
      });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    };
    await put('/api/booking-page', {
      slug: SLUG,
      displayName: 'Maya Okafor',
      firstName: 'Maya',
      lastName: 'Okafor',
      headline: 'Career coach for engineers moving into leadership',
      description: richTextFromPlain(
        'Ten years of helping engineers grow into leads and managers.\nPractical, honest and tailored to you.',
      ),
    });
    await put('/api/booking-page/branding', { accentColor: '#0b7285', backgroundColor: '#e6fcf5' });
    await page.goto(`${server.url}/${SLUG}`);
    await page.getByText('Career coach for engineers moving into leadership').waitFor();
    await page.getByText('Practical, honest and tailored to you.').waitFor();
    const accent = await page
      .getByRole('link', { name: /Intro call/ })
      .locator('.item-action')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(accent).toBe('rgb(11, 114, 133)');
    const background = await page.locator('.frame').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(230, 252, 245)');
    await screenshotBoth(page, 'public-page-branded');
    // The plan lost: the page falls back to no branding (issue 20).
    await server.setPlan(expert.email, 'free');
    await page.reload();
    await page.getByText('Career coach for engineers moving into leadership').waitFor();
    expect(await page.locator('.frame').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgb(230, 252, 245)',
    );
  });

  it('shows a skeleton while loading and the error state, with retry', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    await page.route(`**/api/public/pages/${SLUG}`, async (route) => {
      await held;
      if (fail) await route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' });
      else await route.continue();
    });
    await page.goto(`${server.url}/${SLUG}`);
    await page.getByRole('status', { name: 'Loading the booking page' }).waitFor();
    await screenshotBoth(page, 'public-page-loading');
    release();
    await page.getByText('Failed to load the booking page').waitFor();
    await screenshotBoth(page, 'public-page-error');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Maya Okafor', level: 1 }).waitFor();
    await page.unroute(`**/api/public/pages/${SLUG}`);
  });
});
