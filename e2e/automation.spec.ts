import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowDetailView } from '../src/domain/automation/workflow-view';
import { screenshotBoth } from './support/browser';
import { checkLoadingAndError, signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';

// Issue 15: the Automation area's Workflows tab, as an expert uses it.

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
  lastName: 'Duarte',
  email: 'ines@example.com',
  password: 'coaching-2026',
};
const EMPTY =
  'No workflows yet. Create one to remind clients before their sessions and follow up after them.';
const NO_SCHEDULES =
  'Nothing scheduled yet. When a client books something that uses this workflow, its actions show here.';
const REMINDER = 'Reminder to the client · 1 hour before the session starts';
const EMAIL = 'Email to the client · 1 day after the session ends';
const listUrl = () => `${server.url}/dashboard/automation/workflows`;
const card = (name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
let workflowId = '';

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const actionForm = () => page.getByRole('form', { name: 'Action' });
const fieldError = (message: string) => actionForm().getByText(message, { exact: true });

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await page.request.fetch(`${server.url}/api${path}`, {
    method,
    data: body,
    headers: { origin: server.url },
  });
  return { status: res.status(), json: (await res.json().catch(() => null)) as T };
}

// Let a dialog finish fading in before a screenshot.
async function dialogShown() {
  await page.waitForFunction(() => {
    const content = document.querySelector('[role="dialog"]');
    return content !== null && getComputedStyle(content).opacity === '1';
  });
}

describe('workflows', () => {
  it('opens Automation from the top navigation on an empty Workflows tab, with its loading and error states', async () => {
    await signUpThroughUi(page, server.url, expert);
    expect(
      (await api('POST', '/booking-page', { firstName: 'Ines', lastName: 'Duarte', slug: 'ines-duarte' }))
        .status,
    ).toBe(201);
    await page.goto(`${server.url}/dashboard/home/sessions`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Automation' }).getAttribute('href')).toBe(
      '/dashboard/automation/workflows',
    );
    await nav.getByRole('link', { name: 'Automation' }).click();
    await page.waitForURL(listUrl());
    await page.getByText(EMPTY).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Workflows']);
    await checkLoadingAndError(page, {
      request: '**/api/workflows',
      loading: 'Loading workflows',
      error: 'Something went wrong. Please try again later',
      screenshot: 'workflows',
      recovered: () => page.getByText(EMPTY).waitFor(),
    });
    await screenshotBoth(page, 'workflows-empty');
    // The area's own address opens the tab.
    await page.goto(`${server.url}/dashboard/automation`);
    await page.waitForURL(listUrl());
  });

  it('creates a workflow, paused, after asking for a name', async () => {
    await page.getByRole('link', { name: 'Create new workflow' }).click();
    await page.waitForURL(`${listUrl()}/create`);
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await page.getByText('Please give this workflow a name', { exact: true }).waitFor();
    await screenshotBoth(page, 'workflow-create');
    await page.getByLabel('Name').fill('Session reminders');
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await page.waitForURL(/\/dashboard\/automation\/workflows\/[^/]+\/edit$/);
    workflowId = new URL(page.url()).pathname.split('/').at(-2)!;
    await page.getByRole('heading', { name: 'Edit Session reminders' }).waitFor();
    expect(await page.getByText('Paused', { exact: true }).count()).toBe(1);
  });

  it('adds a reminder 1 hour before the start, after the offset messages', async () => {
    await page.getByRole('button', { name: 'Add action' }).click();
    // spec §9: a session workflow's new action is a reminder to the client 1 hour before the start.
    expect(await page.getByRole('combobox', { name: 'Action', exact: true }).inputValue()).toBe(
      'Reminder to the client',
    );
    expect(await page.getByRole('combobox', { name: 'Trigger', exact: true }).inputValue()).toBe(
      'The session starts',
    );
    const amount = actionForm().getByRole('textbox', { name: 'Amount' });
    await amount.fill('0');
    await actionForm().getByRole('button', { name: 'Add action' }).click();
    await fieldError('Offset cannot be zero when scheduling before a trigger').waitFor();
    await amount.fill('31');
    await choose('Unit', 'days');
    await actionForm().getByRole('button', { name: 'Add action' }).click();
    await fieldError('Cannot schedule actions more than 30 days in advance').waitFor();
    await amount.fill('1');
    await choose('Unit', 'hours');

    const message = actionForm().getByRole('textbox', { name: 'Message' });
    await message.fill('See you soon, ');
    await actionForm().getByRole('button', { name: 'Insert placeholder' }).click();
    await page.getByRole('menuitem', { name: "Client's first name" }).click();
    expect(await message.inputValue()).toBe('See you soon, {{client.firstName}}');
    await actionForm().getByLabel('Preview').getByText('See you soon, Grace', { exact: true }).waitFor();
    await screenshotBoth(page, 'workflow-edit-action-form');

    await actionForm().getByRole('button', { name: 'Add action' }).click();
    await page.getByRole('listitem', { name: REMINDER }).waitFor();
    await actionForm().waitFor({ state: 'detached' });
  });

  it('adds an email 1 day after the end, after the message messages', async () => {
    await page.getByRole('button', { name: 'Add action' }).click();
    await choose('Action', 'Email to the client');
    await choose('Trigger', 'The session ends');
    await choose('Unit', 'days');
    await actionForm()
      .locator('label', { hasText: /^after$/ })
      .click();
    await actionForm().getByRole('button', { name: 'Add action' }).click();
    await fieldError('Message is required').waitFor();
    const message = actionForm().getByRole('textbox', { name: 'Message' });
    await message.fill('x'.repeat(2001));
    await actionForm().getByRole('button', { name: 'Add action' }).click();
    await fieldError('Message is too long').waitFor();
    await message.fill(
      'Thank you for today, {{client.firstName}}. Book your next session: {{session.manageLink}}',
    );
    await actionForm().getByRole('button', { name: 'Add action' }).click();
    await page.getByRole('listitem', { name: EMAIL }).waitFor();
    const detail = await api<WorkflowDetailView>('GET', `/workflows/${workflowId}`);
    expect(detail.json.actions.map((a) => [a.kind, a.trigger.offset])).toEqual([
      ['reminder.client', -3600],
      ['email.client', 86_400],
    ]);
    await screenshotBoth(page, 'workflow-edit');
  });

  it('unpauses the workflow from its card, which lists its actions', async () => {
    await page.getByRole('link', { name: 'Back to workflow' }).click();
    await page.getByRole('link', { name: 'Back to workflows' }).click();
    await page.waitForURL(listUrl());
    const item = card('Session reminders');
    await item.getByText(EMAIL).waitFor();
    expect(await item.getByRole('listitem').allTextContents()).toEqual([REMINDER, EMAIL]);
    await item.getByText('Paused', { exact: true }).first().waitFor();
    await item.getByRole('switch', { name: 'Active: Session reminders' }).click({ force: true });
    await item.locator('.mantine-Badge-label', { hasText: 'Active' }).waitFor();
    await screenshotBoth(page, 'workflows-index');
  });

  it('refuses a second active workflow on the Free plan with the upgrade alert', async () => {
    const second = await api<WorkflowDetailView>('POST', '/workflows', {
      name: 'Package welcome',
      type: 'package',
    });
    expect(second.status).toBe(201);
    await page.reload();
    const item = card('Package welcome');
    await item.getByText('No actions yet. Add one so this workflow has something to do.').waitFor();
    await item.getByRole('switch', { name: 'Active: Package welcome' }).click({ force: true });
    await item.getByText('Upgrade to', { exact: false }).waitFor();
    expect(
      await item.getByText('Upgrade to Pro to use Multiple active workflows', { exact: false }).count(),
    ).toBe(1);
    expect(await item.getByRole('switch', { name: 'Active: Package welcome' }).isChecked()).toBe(false);
    await screenshotBoth(page, 'workflows-upgrade');
  });

  it('gives a package action a condition group, asking for its field and operator', async () => {
    await page.getByRole('link', { name: 'Edit Package welcome' }).click();
    await page.getByRole('button', { name: 'Add action' }).click();
    // spec §9: a package workflow's new action is an email to the client 1 hour after it is bought.
    expect(await page.getByRole('combobox', { name: 'Action', exact: true }).inputValue()).toBe(
      'Email to the client',
    );
    expect(await page.getByRole('combobox', { name: 'Trigger', exact: true }).inputValue()).toBe(
      'The package is bought',
    );
    await actionForm().getByRole('textbox', { name: 'Message' }).fill('Welcome, {{client.firstName}}!');
    await actionForm().getByRole('switch', { name: 'Only run when conditions hold' }).check({ force: true });
    await actionForm().getByRole('button', { name: 'Add action' }).click();
    await fieldError('Please select a field').waitFor();
    await fieldError('Please select an operator').waitFor();
    await choose('Field', 'Sessions remaining in the package');
    await choose('Operator', 'is greater than');
    await actionForm().getByRole('textbox', { name: 'Value' }).fill('0');
    await screenshotBoth(page, 'workflow-edit-conditions');
    await actionForm().getByRole('button', { name: 'Add action' }).click();
    await page.getByText('Only when Sessions remaining in the package is greater than 0').waitFor();
    await page.getByRole('link', { name: 'Back to workflow' }).click();
    await page.getByRole('link', { name: 'Back to workflows' }).click();
    await page.waitForURL(listUrl());
  });

  it('opens the detail with its actions in order and the monitor, empty', async () => {
    await page.getByRole('link', { name: 'View Session reminders' }).click();
    await page.waitForURL(`${listUrl()}/${workflowId}`);
    await page.getByRole('heading', { name: 'Session reminders' }).waitFor();
    const timeline = page.getByLabel('Actions', { exact: true });
    expect(await timeline.getByText(/^1 (hour|day) (before|after)/).allTextContents()).toEqual([
      '1 hour before the session starts',
      '1 day after the session ends',
    ]);
    await page.getByText('Nothing uses this workflow yet.', { exact: false }).waitFor();
    await screenshotBoth(page, 'workflow-detail');

    await page.getByRole('link', { name: 'View scheduled executions' }).click();
    await page.waitForURL(`${listUrl()}/${workflowId}/monitor`);
    await page.getByText(NO_SCHEDULES).waitFor();
    await screenshotBoth(page, 'workflow-monitor');
    await page.getByRole('link', { name: 'Back to workflow' }).click();
    await page.waitForURL(`${listUrl()}/${workflowId}`);
  });

  it("lists the monitor's schedules with their status and each execution's times and outcome", async () => {
    // No screen attaches a workflow to a service yet (another branch), so the monitor's answer is
    // recorded here in the API's shape; the server side is covered by the integration tests.
    const action = (kind: string, type: string, direction: string, amount: number, unit: string) => ({
      id: `${kind}-${type}`,
      kind,
      trigger: { type, direction, amount, unit, offset: 0 },
    });
    const reminder = action('reminder.client', 'session.started', 'before', 1, 'hour');
    const email = action('email.client', 'session.ended', 'after', 1, 'day');
    const execution = (
      id: string,
      a: unknown,
      at: string,
      done: string | null,
      outcome: string,
      detail: string | null,
    ) => ({
      id,
      action: a,
      triggerType: (a as typeof reminder | null)?.trigger.type ?? 'session.ended',
      executionAt: at,
      executedAt: done,
      outcome,
      detail,
    });
    const schedules = [
      {
        id: 's1',
        createdAt: '2026-11-20T09:00:00Z',
        status: 'in_progress',
        session: {
          id: 'sessionA1234567890xy',
          title: 'Career coaching',
          start: '2026-12-02T15:00:00Z',
          clients: ['Grace Hopper'],
        },
        bookedPackage: null,
        executions: [
          execution('e1', reminder, '2026-12-02T14:00:00Z', null, 'pending', null),
          execution('e2', email, '2026-12-03T16:00:00Z', null, 'pending', null),
        ],
      },
      {
        id: 's2',
        createdAt: '2026-11-10T09:00:00Z',
        status: 'completed',
        session: {
          id: 'sessionB1234567890xy',
          title: 'Leadership circle',
          start: '2026-11-12T10:00:00Z',
          clients: ['Alan Turing', 'Katherine Johnson', 'Margaret Hamilton'],
        },
        bookedPackage: null,
        executions: [
          execution(
            'e3',
            reminder,
            '2026-11-12T09:00:00Z',
            '2026-11-12T09:00:02Z',
            'sent',
            'Sent to 3 clients',
          ),
          execution(
            'e4',
            null,
            '2026-11-13T11:00:00Z',
            '2026-11-13T11:00:01Z',
            'failed',
            'The mail server refused the message',
          ),
        ],
      },
      {
        id: 's3',
        createdAt: '2026-11-05T09:00:00Z',
        status: 'cancelled',
        session: {
          id: 'sessionC1234567890xy',
          title: 'Career coaching',
          start: '2026-11-09T15:00:00Z',
          clients: ['Ada Byron'],
        },
        bookedPackage: null,
        executions: [
          execution(
            'e5',
            reminder,
            '2026-11-09T14:00:00Z',
            '2026-11-06T08:00:00Z',
            'cancelled',
            'The session was cancelled',
          ),
        ],
      },
    ];
    const monitor = `**/api/workflows/${workflowId}/schedules`;
    await page.route(monitor, (route) => route.fulfill({ json: { schedules } }));
    await page.goto(`${listUrl()}/${workflowId}/monitor`);
    const list = page.getByRole('list', { name: 'Schedules' });
    await list.getByRole('link', { name: 'Leadership circle' }).waitFor();
    expect(await list.getByRole('link', { name: 'Career coaching' }).first().getAttribute('href')).toBe(
      '/dashboard/home/sessions/sessionA1234567890xy',
    );
    expect(await list.locator('.mantine-Badge-label').allTextContents()).toEqual([
      'In progress',
      'Completed',
      'Cancelled',
    ]);
    const outcomes = list.getByRole('table').locator('[data-outcome]');
    expect(await outcomes.allTextContents()).toEqual([
      'Scheduled',
      'Scheduled',
      'Sent',
      'Failed',
      'Cancelled',
    ]);
    await list.getByRole('table').nth(1).getByText('The mail server refused the message').waitFor();
    await page.getByText('Alan Turing, Katherine Johnson, Margaret Hamilton').waitFor();
    await screenshotBoth(page, 'workflow-monitor-schedules');
    await page.unroute(monitor);
  });

  it("shows the same screen at the spec's /dashboard/scheduling/workflows address", async () => {
    await page.goto(`${server.url}/dashboard/scheduling/workflows/${workflowId}`);
    await page.getByRole('heading', { name: 'Session reminders' }).waitFor();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard/scheduling/workflows/${workflowId}/edit`);
    await page.getByRole('listitem', { name: REMINDER }).waitFor();
  });

  it('pauses it from the detail, then deletes it after confirming', async () => {
    await page.goto(`${listUrl()}/${workflowId}`);
    const toggle = page.getByRole('switch', { name: 'Active: Session reminders' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await page.locator('.mantine-Badge-label', { hasText: 'Paused' }).waitFor();
    expect((await api<WorkflowDetailView>('GET', `/workflows/${workflowId}`)).json.active).toBe(false);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialogShown();
    await page.getByText('Delete Session reminders? Its actions are removed', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(listUrl());
    await card('Package welcome').waitFor();
    expect(await card('Session reminders').count()).toBe(0);
    // Never scheduled, so deleted for good.
    await page.goto(`${listUrl()}/${workflowId}`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it("shows a deleted workflow's badge and message", async () => {
    // A workflow that ran once is kept, marked deleted; the screen reads the flag.
    const kept = await api<WorkflowDetailView>('POST', '/workflows', {
      name: 'Old follow-ups',
      type: 'session',
    });
    await page.route(`**/api/workflows/${kept.json.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as WorkflowDetailView;
      await route.fulfill({ response, json: { ...body, deleted: true, active: false, scheduled: true } });
    });
    await page.goto(`${listUrl()}/${kept.json.id}`);
    await page.locator('.mantine-Badge-label', { hasText: 'Deleted' }).waitFor();
    await page
      .getByText('This workflow was deleted. Its actions were removed and it no longer runs.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    await page.unroute(`**/api/workflows/${kept.json.id}`);
  });
});
