import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowDetailView } from '../src/domain/automation/workflow-view';
import { signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';
import { RECORDED_SCHEDULES } from './support/workflow-schedules';
import { REMINDER, type WorkflowScreens, workflowScreens } from './support/workflows';

// Issue 15: the workflow screens' other states: the plan's one active workflow, a package
// action's conditions, the monitor with schedules, the spec's scheduling address, a deleted one.

let session: BrowserSession;
let server: RunningServer;
let page: Page;
let ui: WorkflowScreens;

let workflowId = '';

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  ui = workflowScreens(session);
  await signUpThroughUi(page, server.url, {
    firstName: 'Noor',
    lastName: 'Haddad',
    email: 'noor@example.com',
    password: 'coaching-2026',
  });
  expect(
    (await ui.api('POST', '/booking-page', { firstName: 'Noor', lastName: 'Haddad', slug: 'noor-haddad' }))
      .status,
  ).toBe(201);
  const created = await ui.api<WorkflowDetailView>('POST', '/workflows', {
    name: 'Session reminders',
    type: 'session',
  });
  workflowId = created.json.id;
  const added = await ui.api(`POST`, `/workflows/${workflowId}/actions`, {
    kind: 'reminder.client',
    trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
    message: 'See you soon',
  });
  expect(added.status).toBe(201);
  expect((await ui.api('PUT', `/workflows/${workflowId}/active`, { active: true })).status).toBe(200);
  expect((await ui.api('POST', '/workflows', { name: 'Package welcome', type: 'package' })).status).toBe(201);
  await page.goto(ui.listUrl());
}, 120_000);
afterAll(() => closeSession(session));

describe('workflow states', () => {
  it('refuses a second active workflow on the Free plan with the upgrade alert', async () => {
    const item = ui.card('Package welcome');
    await item.getByText('No actions yet. Add one so this workflow has something to do.').waitFor();
    await item.getByRole('switch', { name: 'Active: Package welcome' }).click({ force: true });
    await item.getByText('Upgrade to', { exact: false }).waitFor();
    expect(
      await item.getByText('Upgrade to Pro to use Multiple active workflows', { exact: false }).count(),
    ).toBe(1);
    expect(await item.getByRole('switch', { name: 'Active: Package welcome' }).isChecked()).toBe(false);
    await ui.screenshot('workflows-upgrade');
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
    await ui.actionForm().getByRole('textbox', { name: 'Message' }).fill('Welcome, {{client.firstName}}!');
    await ui
      .actionForm()
      .getByRole('switch', { name: 'Only run when conditions hold' })
      .check({ force: true });
    await ui.actionForm().getByRole('button', { name: 'Add action' }).click();
    await ui.fieldError('Please select a field').waitFor();
    await ui.fieldError('Please select an operator').waitFor();
    await ui.choose('Field', 'Sessions remaining in the package');
    await ui.choose('Operator', 'is greater than');
    await ui.actionForm().getByRole('textbox', { name: 'Value' }).fill('0');
    await ui.screenshot('workflow-edit-conditions');
    await ui.actionForm().getByRole('button', { name: 'Add action' }).click();
    await page.getByText('Only when Sessions remaining in the package is greater than 0').waitFor();
    await page.getByRole('link', { name: 'Back to workflow' }).click();
    await page.getByRole('link', { name: 'Back to workflows' }).click();
    await page.waitForURL(ui.listUrl());
  });

  it("lists the monitor's schedules with their status and each execution's times and outcome", async () => {
    // No screen attaches a workflow to a service yet: the monitor's answer is a recorded one.
    const monitor = `**/api/workflows/${workflowId}/schedules`;
    await page.route(monitor, (route) => route.fulfill({ json: { schedules: RECORDED_SCHEDULES } }));
    await page.goto(`${ui.listUrl()}/${workflowId}/monitor`);
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
    await ui.screenshot('workflow-monitor-schedules');
    await page.unroute(monitor);
  });

  it("shows the same screen at the spec's /dashboard/scheduling/workflows address", async () => {
    await page.goto(`${server.url}/dashboard/scheduling/workflows/${workflowId}`);
    await page.getByRole('heading', { name: 'Session reminders' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Workflows' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard/scheduling/workflows/${workflowId}/edit`);
    await page.getByRole('listitem', { name: REMINDER }).waitFor();
  });

  it("shows a deleted workflow's badge and message", async () => {
    // A workflow that ran once is kept, marked deleted; the screen reads the flag.
    const kept = await ui.api<WorkflowDetailView>('POST', '/workflows', {
      name: 'Old follow-ups',
      type: 'session',
    });
    await page.route(`**/api/workflows/${kept.json.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as WorkflowDetailView;
      await route.fulfill({ response, json: { ...body, deleted: true, active: false, scheduled: true } });
    });
    await page.goto(`${ui.listUrl()}/${kept.json.id}`);
    await page.locator('.mantine-Badge-label', { hasText: 'Deleted' }).waitFor();
    await page
      .getByText('This workflow was deleted. Its actions were removed and it no longer runs.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    await ui.screenshot('workflow-deleted');
    await page.unroute(`**/api/workflows/${kept.json.id}`);
  });

  it('edits an action, then removes it after confirming', async () => {
    await page.goto(`${ui.listUrl()}/${workflowId}/edit`);
    const row = page.getByRole('listitem', { name: REMINDER });
    await row.getByRole('button', { name: 'Edit' }).click();
    expect(await ui.actionForm().getByRole('textbox', { name: 'Message' }).inputValue()).toBe('See you soon');
    await ui.actionForm().getByRole('textbox', { name: 'Amount' }).fill('2');
    await ui.actionForm().getByRole('button', { name: 'Save action' }).click();
    const moved = page.getByRole('listitem', {
      name: 'Reminder to the client · 2 hours before the session starts',
    });
    await moved.waitFor();
    await moved.getByRole('button', { name: 'Remove' }).click();
    await ui.dialogShown();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No actions yet. Add a reminder before the session or an email after it.').waitFor();
    expect((await ui.api<WorkflowDetailView>('GET', `/workflows/${workflowId}`)).json.actions).toEqual([]);
  });
});
