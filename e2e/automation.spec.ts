import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowDetailView } from '../src/domain/automation/workflow-view';
import { checkLoadingAndError, signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';
import { EMAIL, REMINDER, type WorkflowScreens, workflowScreens } from './support/workflows';

// Issue 15: the Automation area's Workflows tab, as an expert uses it: create a workflow, add a
// reminder and an email, unpause, the card, the detail, the monitor, pause, delete. The plan's
// limit, conditions, the monitor's schedules and the other states: automation-states.spec.ts.

let session: BrowserSession;
let server: RunningServer;
let page: Page;
let ui: WorkflowScreens;

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  ui = workflowScreens(session);
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
let workflowId = '';

describe('workflows', () => {
  it('opens Automation from the top navigation on an empty Workflows tab, with its loading and error states', async () => {
    await signUpThroughUi(page, server.url, expert);
    expect(
      (await ui.api('POST', '/booking-page', { firstName: 'Ines', lastName: 'Duarte', slug: 'ines-duarte' }))
        .status,
    ).toBe(201);
    await page.goto(`${server.url}/dashboard/home/sessions`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Automation' }).getAttribute('href')).toBe(
      '/dashboard/automation/workflows',
    );
    await nav.getByRole('link', { name: 'Automation' }).click();
    await page.waitForURL(ui.listUrl());
    await page.getByText(EMPTY).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Workflows', 'Integrations']);
    await checkLoadingAndError(page, {
      request: '**/api/workflows',
      loading: 'Loading workflows',
      error: 'Something went wrong. Please try again later',
      screenshot: 'workflows',
      recovered: () => page.getByText(EMPTY).waitFor(),
    });
    await ui.screenshot('workflows-empty');
    // The area's own address opens the tab.
    await page.goto(`${server.url}/dashboard/automation`);
    await page.waitForURL(ui.listUrl());
  });

  it('creates a workflow, paused, after asking for a name', async () => {
    await page.getByRole('link', { name: 'Create new workflow' }).click();
    await page.waitForURL(`${ui.listUrl()}/create`);
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await page.getByText('Please give this workflow a name', { exact: true }).waitFor();
    await ui.screenshot('workflow-create');
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
    const amount = ui.actionForm().getByRole('textbox', { name: 'Amount' });
    await amount.fill('0');
    await ui.actionForm().getByRole('button', { name: 'Add action' }).click();
    await ui.fieldError('Offset cannot be zero when scheduling before a trigger').waitFor();
    await amount.fill('31');
    await ui.choose('Unit', 'days');
    await ui.actionForm().getByRole('button', { name: 'Add action' }).click();
    await ui.fieldError('Cannot schedule actions more than 30 days in advance').waitFor();
    await amount.fill('1');
    await ui.choose('Unit', 'hours');

    const message = ui.actionForm().getByRole('textbox', { name: 'Message' });
    await message.fill('See you soon, ');
    await ui.actionForm().getByRole('button', { name: 'Insert placeholder' }).click();
    await page.getByRole('menuitem', { name: "Client's first name" }).click();
    expect(await message.inputValue()).toBe('See you soon, {{client.firstName}}');
    await ui.actionForm().getByLabel('Preview').getByText('See you soon, Grace', { exact: true }).waitFor();
    await ui.screenshot('workflow-edit-action-form');

    await ui.actionForm().getByRole('button', { name: 'Add action' }).click();
    await page.getByRole('listitem', { name: REMINDER }).waitFor();
    await ui.actionForm().waitFor({ state: 'detached' });
  });

  it('adds an email 1 day after the end, after the message messages', async () => {
    await page.getByRole('button', { name: 'Add action' }).click();
    await ui.choose('Action', 'Email to the client');
    await ui.choose('Trigger', 'The session ends');
    await ui.choose('Unit', 'days');
    await ui
      .actionForm()
      .locator('label', { hasText: /^after$/ })
      .click();
    await ui.actionForm().getByRole('button', { name: 'Add action' }).click();
    await ui.fieldError('Message is required').waitFor();
    const message = ui.actionForm().getByRole('textbox', { name: 'Message' });
    await message.fill('x'.repeat(2001));
    await ui.actionForm().getByRole('button', { name: 'Add action' }).click();
    await ui.fieldError('Message is too long').waitFor();
    await message.fill(
      'Thank you for today, {{client.firstName}}. Book your next session: {{session.manageLink}}',
    );
    await ui.actionForm().getByRole('button', { name: 'Add action' }).click();
    await page.getByRole('listitem', { name: EMAIL }).waitFor();
    const detail = await ui.api<WorkflowDetailView>('GET', `/workflows/${workflowId}`);
    expect(detail.json.actions.map((a) => [a.kind, a.trigger.offset])).toEqual([
      ['reminder.client', -3600],
      ['email.client', 86_400],
    ]);
    await ui.screenshot('workflow-edit');
  });

  it('unpauses the workflow from its card, which lists its actions', async () => {
    await page.getByRole('link', { name: 'Back to workflow' }).click();
    await page.getByRole('link', { name: 'Back to workflows' }).click();
    await page.waitForURL(ui.listUrl());
    const item = ui.card('Session reminders');
    await item.getByText(EMAIL).waitFor();
    expect(await item.getByRole('listitem').allTextContents()).toEqual([REMINDER, EMAIL]);
    await item.getByText('Paused', { exact: true }).first().waitFor();
    await item.getByRole('switch', { name: 'Active: Session reminders' }).click({ force: true });
    await item.locator('.mantine-Badge-label', { hasText: 'Active' }).waitFor();
    await ui.screenshot('workflows-index');
  });

  it('opens the detail with its actions in order and the monitor, empty', async () => {
    await page.getByRole('link', { name: 'View Session reminders' }).click();
    await page.waitForURL(`${ui.listUrl()}/${workflowId}`);
    await page.getByRole('heading', { name: 'Session reminders' }).waitFor();
    const timeline = page.getByLabel('Actions', { exact: true });
    expect(await timeline.getByText(/^1 (hour|day) (before|after)/).allTextContents()).toEqual([
      '1 hour before the session starts',
      '1 day after the session ends',
    ]);
    await page.getByText('Nothing uses this workflow yet.', { exact: false }).waitFor();
    await ui.screenshot('workflow-detail');

    await page.getByRole('link', { name: 'View scheduled executions' }).click();
    await page.waitForURL(`${ui.listUrl()}/${workflowId}/monitor`);
    await page.getByText(NO_SCHEDULES).waitFor();
    await ui.screenshot('workflow-monitor');
    await page.getByRole('link', { name: 'Back to workflow' }).click();
    await page.waitForURL(`${ui.listUrl()}/${workflowId}`);
  });

  it('pauses it from the detail, then deletes it after confirming', async () => {
    await page.goto(`${ui.listUrl()}/${workflowId}`);
    const toggle = page.getByRole('switch', { name: 'Active: Session reminders' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await page.locator('.mantine-Badge-label', { hasText: 'Paused' }).waitFor();
    expect((await ui.api<WorkflowDetailView>('GET', `/workflows/${workflowId}`)).json.active).toBe(false);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await ui.dialogShown();
    await page.getByText('Delete Session reminders? Its actions are removed', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(ui.listUrl());
    await page.getByText(EMPTY).waitFor();
    // Never scheduled, so deleted for good.
    await page.goto(`${ui.listUrl()}/${workflowId}`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });
});
