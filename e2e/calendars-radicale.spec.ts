import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaldavAdapter } from '../src/server/integrations/calendars/caldav';
import { basicAuth } from '../src/server/integrations/calendars/caldav-http';
import { type Radicale, startRadicale } from '../src/server/testing/radicale';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import { firstFreeTimes } from './support/public-booking';
import { type RunningServer, startServer } from './support/server';

// Issue 16, end to end with a real CalDAV server: the expert connects their calendar (Radicale,
// from Debian, standing in for iCloud) in the dashboard, chooses it for conflicts and for new
// sessions; the busy hour in it vanishes from the public booking page, the hour next to it is
// booked by a client, and the session appears as an event in Radicale.

const EXPERT = { firstName: 'Ada', lastName: 'Brenner', email: 'ada@example.com', password: 'coaching-2026' };
const SLUG = 'ada-brenner';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let client: Page;
let radicale: Radicale;
let calendarUrl = '';
let serviceId = '';
let busyStart = '';
let nextStart = '';

const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);
const davUser = () => radicale.users[0]!;
const publicSlots = async () => {
  // From now (the pinned clock the server shares): the page opens on the first day with free times.
  const from = new Date(Date.now()).toISOString();
  const to = new Date(Date.now() + 15 * 86_400_000).toISOString();
  const res = await client.request.get(
    `${server.url}/api/public/pages/${SLUG}/services/${serviceId}/slots?from=${from}&to=${to}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()).slots as string[];
};
/** The calendar's events as Radicale stores them (a raw REPORT, not through our adapter). */
const eventsInRadicale = async () => {
  const res = await fetch(calendarUrl, {
    method: 'REPORT',
    headers: {
      ...basicAuth(davUser().username, davUser().password),
      depth: '1',
      'content-type': 'application/xml; charset=utf-8',
    },
    body: `<?xml version="1.0"?><c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"/></c:comp-filter></c:filter></c:calendar-query>`,
  });
  expect(res.status).toBe(207);
  return res.text();
};
const icsUtc = (iso: string) => `${iso.replace(/[-:]/g, '').slice(0, 15)}Z`;

beforeAll(async () => {
  radicale = await startRadicale([EXPERT.email]);
  // The expert's own calendar, with nothing in it yet.
  const identity = await createCaldavAdapter({ allowHttp: true }).connect({
    serverUrl: radicale.url,
    username: davUser().username,
    password: davUser().password,
  });
  calendarUrl = `${identity.credentials.homeUrl}work/`;
  const made = await fetch(calendarUrl, {
    method: 'MKCALENDAR',
    headers: { ...basicAuth(davUser().username, davUser().password), 'content-type': 'application/xml' },
    body: `<?xml version="1.0"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>Work</d:displayname></d:prop></d:set></c:mkcalendar>`,
  });
  expect(made.status).toBe(201);
  server = await startServer({ CALDAV_ALLOW_HTTP: 'true' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  client = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, EXPERT);
  await api('POST', '/api/booking-page', { firstName: 'Ada', lastName: 'Brenner', slug: SLUG });
  serviceId = (
    await api('POST', '/api/services', {
      title: 'Strategy call',
      description: null,
      duration: 60,
      price: 0,
      availabilityId: 'availability',
      customSchedulingRules: null,
      locationType: null,
      locationId: null,
      hidden: false,
      collectPhoneNumber: false,
    })
  ).id;
  // The dentist: an hour of the first day that has free times, put straight into Radicale.
  const slots = await publicSlots();
  busyStart = slots[0]!;
  nextStart = new Date(Date.parse(busyStart) + 3_600_000).toISOString();
  expect(slots).toContain(nextStart);
  const dentist = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VEVENT',
    'UID:dentist@test',
    'DTSTAMP:20261101T000000Z',
    `DTSTART:${icsUtc(busyStart)}`,
    `DTEND:${icsUtc(nextStart)}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const put = await fetch(`${calendarUrl}dentist.ics`, {
    method: 'PUT',
    headers: { ...basicAuth(davUser().username, davUser().password), 'content-type': 'text/calendar' },
    body: dentist,
  });
  expect(put.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await radicale?.close();
});

describe('a calendar on a real CalDAV server', () => {
  it('connects the account in the dashboard and lists its calendar', async () => {
    await page.goto(`${server.url}/dashboard/scheduling/services/connected-calendars/connect/apple`);
    await page.getByLabel('Apple ID').fill(davUser().username);
    await page.getByLabel('App-specific password').fill(davUser().password);
    await page.getByRole('button', { name: 'Other CalDAV server' }).click();
    await page.getByLabel('Server address').fill(radicale.url);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.waitForURL(/\/connected-calendars(\?|$)/);
    await page.getByText('Work', { exact: true }).first().waitFor();
    const stored = (await api('GET', '/api/calendars')).accounts;
    expect(stored.map((a: { provider: string; appleId: string | null }) => [a.provider, a.appleId])).toEqual([
      ['apple', EXPERT.email],
    ]);
  });

  it('checks the calendar for conflicts and adds new sessions to it', async () => {
    const dialog = page.getByRole('dialog');
    if (!(await dialog.isVisible()))
      await page
        .getByRole('button', { name: /sync settings/i })
        .first()
        .click();
    await dialog.waitFor();
    const conflicts = dialog.getByRole('checkbox', { name: 'Work' });
    if (!(await conflicts.isChecked())) await conflicts.check({ force: true });
    await dialog.getByLabel('Add new sessions to').click();
    await page.getByRole('option', { name: /Work/ }).click();
    await screenshotBoth(page, 'calendars-radicale-sync');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sync settings saved').waitFor();
    const view = await api('GET', '/api/calendars');
    expect(view.to).toEqual({ accountId: view.accounts[0].id, calendarId: calendarUrl });
    expect(view.accounts[0].calendars).toEqual([
      { id: calendarUrl, name: 'Work', writeable: true, syncFrom: true },
    ]);
  });

  it('hides the busy hour from the public booking page and keeps the hour next to it', async () => {
    // The busy cache fills in the background (a job), never on the client's request.
    await expect.poll(async () => (await publicSlots()).includes(busyStart), { timeout: 30_000 }).toBe(false);
    expect(await publicSlots()).toContain(nextStart);
    await client.goto(`${server.url}/${SLUG}/${serviceId}`);
    const times = await firstFreeTimes(client);
    const label = (iso: string) =>
      client.evaluate(
        (at) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(at)),
        iso,
      );
    expect(await times.getByRole('button', { name: await label(busyStart), exact: true }).count()).toBe(0);
    await screenshotBoth(client, 'calendars-radicale-public-times');
    await times.getByRole('button', { name: await label(nextStart), exact: true }).click();
    await client.getByLabel('First name').fill('Sam');
    await client.getByLabel('Last name').fill('Client');
    await client.getByLabel('Email').fill('sam@example.com');
    await client.getByRole('button', { name: 'Confirm booking' }).click();
    await client.waitForURL(/\/booking/);
  });

  it('writes the booked session to the calendar in Radicale', async () => {
    await expect
      .poll(async () => (await eventsInRadicale()).includes('Strategy call with Sam Client'), {
        timeout: 30_000,
      })
      .toBe(true);
    const events = await eventsInRadicale();
    expect(events).toContain(`DTSTART:${icsUtc(nextStart)}`);
    expect(events).toContain('Dentist');
  });

  it('warns when a group session is planned over the busy hour and the booked session', async () => {
    await page.goto(`${server.url}/dashboard/scheduling/group/sessions/create`);
    // datetime-local values in the browser's zone (the test process shares it).
    const local = (iso: string) =>
      page.evaluate((at) => {
        const d = new Date(at);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      }, iso);
    await page.getByLabel('Title').fill('Breathwork circle');
    await page.getByLabel('Start').fill(await local(busyStart));
    await page.getByLabel('End').fill(await local(new Date(Date.parse(nextStart) + 3_600_000).toISOString()));
    const warning = page.getByTestId('time-conflicts');
    await warning.getByText('This time overlaps 2 other things').waitFor();
    const lines = await warning.getByRole('listitem').allInnerTexts();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Your session “Strategy call with Sam Client”: /);
    expect(lines[1]).toMatch(/^Busy in your calendar “Work” \(ada@example\.com\): /);
    await screenshotBoth(page, 'calendars-radicale-group-conflicts');
    // The hour after both is free: the warning goes away.
    const later = new Date(Date.parse(nextStart) + 3_600_000);
    await page.getByLabel('Start').fill(await local(later.toISOString()));
    await page.getByLabel('End').fill(await local(new Date(later.getTime() + 3_600_000).toISOString()));
    await expect.poll(() => warning.count()).toBe(0);
  });
});
