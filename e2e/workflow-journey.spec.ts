import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';

// Issue 15 end to end: a workflow with a reminder 1 hour before the session and an email 1 day
// after it, attached to a service; a client books, the monitor shows the schedule; the client
// reschedules and the monitor shows it moved; when the reminder comes due, the client finds it in
// the mailbox, once.

let session: BrowserSession;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

const expert = {
  firstName: 'Ines',
  lastName: 'Moreau',
  email: 'ines@example.com',
  password: 'coaching-2026',
};
const CLIENT = 'sam.client@example.com';

/** A request as the signed-in expert that must answer its status; returns the body. */
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);

const SERVICE = {
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
};

describe('a workflow from its making to its reminder', () => {
  let serviceId = '';
  let workflowId = '';
  let token = '';
  let slots: string[] = [];

  it('attaches a workflow with a reminder and a follow-up to a service', async () => {
    await signUpThroughUi(page, server.url, expert);
    await api('POST', '/api/booking-page', { firstName: 'Ines', lastName: 'Moreau', slug: 'ines-moreau' });
    serviceId = (await api('POST', '/api/services', SERVICE)).id;
    workflowId = (await api('POST', '/api/workflows', { name: 'Session care', type: 'session' })).id;
    await api('POST', `/api/workflows/${workflowId}/actions`, {
      kind: 'reminder.client',
      trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
      message: 'See you soon, {{client.firstName}}: {{session.title}} starts {{session.start}}.',
    });
    await api('POST', `/api/workflows/${workflowId}/actions`, {
      kind: 'email.client',
      trigger: { type: 'session.ended', direction: 'after', amount: 1, unit: 'day' },
      message: 'Thank you for coming, {{client.name}}.',
    });
    await api('PUT', `/api/workflows/${workflowId}/active`, { active: true });
    await api('PUT', `/api/services/${serviceId}`, { ...SERVICE, workflowsIds: [workflowId] });
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 12 * 86_400_000).toISOString();
    slots = (
      await api('GET', `/api/public/pages/ines-moreau/services/${serviceId}/slots?from=${from}&to=${to}`)
    ).slots;
    expect(slots.length).toBeGreaterThan(2);
  });

  it('shows the booked session on the monitor with both executions planned', async () => {
    const booked = await api('POST', '/api/public/pages/ines-moreau/bookings', {
      serviceId,
      start: slots[0],
      client: {
        firstName: 'Sam',
        lastName: 'Client',
        email: CLIENT,
        phone: null,
        message: null,
        timeZone: 'Europe/Paris',
      },
    });
    token = booked.token;
    const schedules = (await api('GET', `/api/workflows/${workflowId}/schedules`)).schedules;
    expect(schedules).toHaveLength(1);
    expect(schedules[0].executions.map((e: { executionAt: string }) => e.executionAt)).toEqual([
      new Date(Date.parse(slots[0]!) - 3_600_000).toISOString(),
      new Date(Date.parse(slots[0]!) + 3_600_000 + 86_400_000).toISOString(),
    ]);
    await page.goto(`${server.url}/dashboard/automation/workflows/${workflowId}/monitor`);
    const card = page.getByRole('list', { name: 'Schedules' }).getByRole('listitem');
    await card.getByRole('link', { name: 'Strategy call' }).waitFor();
    expect(await card.getByText('In progress').count()).toBe(1);
    expect(await card.getByText('Sam Client').count()).toBe(1);
    expect(await card.locator('[data-outcome="pending"]:visible').count()).toBe(2);
    await screenshotBoth(page, 'workflow-journey-monitor');
  });

  it('moves the planned times when the client reschedules', async () => {
    const moved = slots.find((s) => Date.parse(s) - Date.parse(slots[0]!) >= 86_400_000)!;
    await api('POST', `/api/public/bookings/${token}/reschedule`, { start: moved, message: null }, 200);
    const [schedule] = (await api('GET', `/api/workflows/${workflowId}/schedules`)).schedules;
    expect(schedule.executions.map((e: { executionAt: string }) => e.executionAt)).toEqual([
      new Date(Date.parse(moved) - 3_600_000).toISOString(),
      new Date(Date.parse(moved) + 3_600_000 + 86_400_000).toISOString(),
    ]);
    await page.reload();
    await page.getByRole('list', { name: 'Schedules' }).getByRole('listitem').waitFor();
  });

  it('sends the reminder once when it comes due, and the monitor says so', async () => {
    const [schedule] = (await api('GET', `/api/workflows/${workflowId}/schedules`)).schedules;
    const reminder = schedule.executions[0].id as string;
    // Time passes: the reminder's job is due now (the server restarts on the same data).
    await server.sql(
      `update jobs set run_at = $1 where id = (select job_id from workflow_schedule_executions where id = $2)`,
      [new Date(Date.now() - 60_000).toISOString(), reminder],
    );
    const reminders = async () =>
      (
        (await (
          await page.request.get(`${server.url}/api/dev/mailbox?to=${encodeURIComponent(CLIENT)}`)
        ).json()) as Array<{
          subject: string;
          text: string;
        }>
      ).filter((e) => e.subject.startsWith('Reminder'));
    await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(1);
    const [sent] = await reminders();
    expect(sent!.subject).toBe('Reminder: Strategy call with Ines Moreau');
    expect(sent!.text).toContain('See you soon, Sam: Strategy call starts');
    await page.reload();
    await page.locator('[data-outcome="sent"]:visible').first().waitFor();
    expect(await page.getByText(`Sent to ${CLIENT}`).first().isVisible()).toBe(true);
    await screenshotBoth(page, 'workflow-journey-sent');
  });
});
