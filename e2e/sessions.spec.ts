import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDetailView, SessionPageView } from '../src/domain/sessions/session-view';
import { formatInZone } from '../src/domain/time/format-in-zone';
import { screenshotBoth } from './support/browser';
import { apiGet, openDemoSession, signInAsDemoExpert } from './support/demo';
import { checkLoadingAndError } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession } from './support/session';

// The sessions home area on the demo data (issue 5): page through the lists, open a session,
// export its bookings, reschedule it (invalid inputs first), change its location, cancel it with
// a message and find it under cancelled.

let session: BrowserSession;
let server: RunningServer;
let page: Page;
const ZONE = 'Europe/London'; // the demo expert's; the browser runs in Europe/Berlin

beforeAll(async () => {
  session = await openDemoSession();
  ({ server, page } = session);
  await signInAsDemoExpert(page, server.url);
});
afterAll(() => closeSession(session));

const api = <T>(path: string) => apiGet<T>(page, server.url, path);

const upcoming = () => page.getByRole('region', { name: 'Upcoming sessions' });
const past = () => page.getByRole('region', { name: 'Past sessions' });
const rows = (region: ReturnType<typeof upcoming>) =>
  region.getByRole('list').getByRole('listitem').filter({ hasText: 'View' });
let chosen: SessionDetailView;

describe('sessions home', () => {
  it("pages through upcoming and past sessions, 10 at a time, in the expert's zone", async () => {
    const firstPage = await api<SessionPageView>('/sessions?list=upcoming&page=1');
    expect(firstPage.items).toHaveLength(10);
    expect(firstPage.hasNext).toBe(true);
    await upcoming().getByText(firstPage.items[0]!.title).first().waitFor();
    expect(await rows(upcoming()).count()).toBe(10);
    // The first row's time as London reads it (the browser is in Berlin, an hour ahead).
    const first = firstPage.items[0]!;
    await rows(upcoming())
      .first()
      .getByText(formatInZone(Date.parse(first.start), ZONE, 'HH:mm'), { exact: false })
      .waitFor();
    await page.getByRole('region', { name: 'Your booking page' }).waitFor();
    await screenshotBoth(page, 'sessions-home');

    await upcoming().getByRole('button', { name: 'Next' }).click();
    await upcoming().getByText('Page 2').waitFor();
    const secondPage = await api<SessionPageView>('/sessions?list=upcoming&page=2');
    await page.waitForURL(/upcoming=2/);
    await rows(upcoming()).first().getByText(secondPage.items[0]!.title).waitFor();
    await upcoming().getByRole('button', { name: 'Previous' }).click();
    await upcoming().getByText('Page 1').waitFor();

    const pastPage = await api<SessionPageView>('/sessions?list=past&page=2');
    await past().getByRole('button', { name: 'Next' }).click();
    await past().getByText('Page 2').waitFor();
    await rows(past()).first().getByText(pastPage.items[0]!.title).waitFor();
    // The page is kept in the address: a reload shows the same page.
    await page.reload();
    await past().getByText('Page 2').waitFor();
  });

  it('links every area in the top navigation, the current one marked', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Booking page' }).getAttribute('href')).toBe(
      '/dashboard/booking',
    );
    expect(await nav.getByRole('link', { name: 'Payments' }).getAttribute('aria-disabled')).toBeNull();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it("says 'Session not found' for an unknown session", async () => {
    await page.goto(`${server.url}/dashboard/home/sessions/not-a-session`);
    await page.getByRole('heading', { name: 'Session not found' }).waitFor();
  });
});

describe('a session', () => {
  it('opens a session from the list and shows its bookings', async () => {
    await page.goto(`${server.url}/dashboard/home/sessions`);
    const list = await api<SessionPageView>('/sessions?list=upcoming&page=1');
    const personal = list.items.find((s) => s.type === 'personal')!;
    await upcoming().locator(`a[href="/dashboard/home/sessions/${personal.id}"]`).click();
    await page.waitForURL(`${server.url}/dashboard/home/sessions/${personal.id}`);
    chosen = await api<SessionDetailView>(`/sessions/${personal.id}`);
    await page.getByRole('heading', { name: chosen.title }).waitFor();
    await page.getByText(personal.clientName!).first().waitFor();
    await page.getByRole('table', { name: 'Bookings' }).waitFor();
    await page.getByRole('region', { name: 'Manage' }).waitFor();
    // Issue 17: a built-in video session that has not ended opens its call room from 'Join now'.
    const joinNow = page.getByRole('link', { name: 'Join now' });
    if (chosen.location.type === 'daily') {
      expect(await joinNow.getAttribute('href')).toBe(`/s/${chosen.id}`);
    } else {
      expect(await joinNow.count()).toBe(0);
    }
    await screenshotBoth(page, 'session-detail');
  });

  it('exports the bookings as a CSV file', async () => {
    const bookings = await api<Array<{ email: string; firstName: string }>>(
      `/sessions/${chosen.id}/bookings`,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,firstName,lastName,email,message,paymentAmount,currency,discountCode,discountAmountOff',
    );
    expect(lines).toHaveLength(bookings.length + 2);
    expect(lines[1]).toContain(bookings[0]!.email);
  });

  it('shows the bookings error with a retry when they cannot be loaded', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/sessions/*/bookings',
      loading: 'Loading bookings',
      error: 'Failed to load bookings',
      screenshot: 'session-bookings',
      recovered: () => page.getByRole('table', { name: 'Bookings' }).waitFor(),
    });
  });

  it('reschedules it, refusing invalid inputs first', async () => {
    await page.getByRole('link', { name: 'Reschedule' }).click();
    await page.getByRole('heading', { name: 'Reschedule session' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Start time' }).inputValue()).toBe('11:00');
    const submit = () => page.getByRole('button', { name: 'Reschedule', exact: true }).click();

    await submit();
    await page.getByText('Required', { exact: true }).waitFor();

    const date = page.getByLabel('New date');
    await date.fill(formatInZone(Date.parse(chosen.start), ZONE, 'yyyy-MM-dd'));
    await chooseTime(formatInZone(Date.parse(chosen.start), ZONE, 'HH:mm'));
    await submit();
    await page.getByText('Cannot be the same as the original time').waitFor();

    await date.fill(formatInZone(Date.now() - 86_400_000, ZONE, 'yyyy-MM-dd'));
    await submit();
    await page.getByText('Start date must be in the future').waitFor();

    const message = page.getByLabel('Message to clients (optional)');
    await message.fill('x'.repeat(801));
    await date.fill(formatInZone(Date.parse(chosen.start) + 2 * 86_400_000, ZONE, 'yyyy-MM-dd'));
    await chooseTime('11:00');
    await submit();
    await page.getByText('Too long, please limit the message to 800 characters').waitFor();
    await screenshotBoth(page, 'session-reschedule-errors');

    await message.fill('Something came up, sorry. See you two days later.');
    await page.getByText('New time:', { exact: false }).waitFor();
    await screenshotBoth(page, 'session-reschedule');
    await submit();
    await page.waitForURL(`${server.url}/dashboard/home/sessions/${chosen.id}`);
    await page.getByText('Rescheduled', { exact: true }).first().waitFor();
    const moved = await api<SessionDetailView>(`/sessions/${chosen.id}`);
    expect(formatInZone(Date.parse(moved.start), ZONE, 'HH:mm')).toBe('11:00');
    expect(moved.rescheduling?.previousStart).toBe(chosen.start);
    await page.getByText(`Moved from`, { exact: false }).waitFor();
    chosen = moved;
  });

  it('changes its location', async () => {
    await page.getByRole('link', { name: 'Change location' }).click();
    await page.getByRole('heading', { name: 'Change location' }).waitFor();
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'The Study, Shoreditch', exact: true }).click();
    await screenshotBoth(page, 'session-location');
    await page.getByRole('button', { name: 'Save location' }).click();
    await page.waitForURL(`${server.url}/dashboard/home/sessions/${chosen.id}`);
    const location = page.getByRole('region', { name: 'Location' });
    await location.getByText('The Study, Shoreditch').waitFor();
    await location.getByText('12 Rivington Street, London EC2A 3DU').waitFor();
  });

  it('cancels it with a message and finds it under cancelled', async () => {
    await page.getByRole('link', { name: 'Cancel session' }).click();
    await page.getByRole('heading', { name: 'Cancel session' }).waitFor();
    await page.getByLabel('Message to clients (optional)').fill('I am unwell, I will be in touch to rebook.');
    await screenshotBoth(page, 'session-cancel');
    await page.getByRole('button', { name: 'Cancel session' }).click();
    await page.waitForURL(`${server.url}/dashboard/home/sessions/${chosen.id}`);
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    await page.getByText('I am unwell, I will be in touch to rebook.', { exact: false }).waitFor();
    expect(await page.getByRole('region', { name: 'Manage' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Join now' }).count()).toBe(0);
    await screenshotBoth(page, 'session-detail-cancelled');

    await page.goto(`${server.url}/dashboard/home/sessions`);
    await past().getByRole('link', { name: 'View cancelled' }).click();
    await page.waitForURL(`${server.url}/dashboard/home/sessions/cancelled`);
    const cancelledList = page.getByRole('region', { name: 'Cancelled sessions' });
    // Latest start first: page on until the session shows.
    for (let n = 1; n < 20; n++) {
      await cancelledList.getByText(`Page ${n}`).or(cancelledList.getByRole('list')).first().waitFor();
      if ((await cancelledList.locator(`a[href="/dashboard/home/sessions/${chosen.id}"]`).count()) > 0) break;
      await cancelledList.getByRole('button', { name: 'Next' }).click();
      await cancelledList.getByText(`Page ${n + 1}`).waitFor();
    }
    await cancelledList.locator(`a[href="/dashboard/home/sessions/${chosen.id}"]`).waitFor();
    await screenshotBoth(page, 'sessions-cancelled');
  });
});

async function chooseTime(time: string) {
  await page.getByRole('combobox', { name: 'Start time' }).click();
  await page.getByRole('option', { name: time, exact: true }).click();
}
