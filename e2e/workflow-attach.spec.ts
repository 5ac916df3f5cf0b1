import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';

// Issue 15: a service's edit form lists the page's session workflows as checkboxes (paused ones
// with a badge, package workflows left out); ticking one and saving attaches it.

let session: BrowserSession;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

const expert = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor@example.com',
  password: 'coaching-2026',
};

/** A request as the signed-in expert that must answer its status; returns the body. */
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);

const workflowsCard = () => page.getByRole('region', { name: 'Workflows' });

describe('attaching workflows to a service', () => {
  let serviceId = '';
  let reminders = '';

  it('shows the empty state with the way to the workflows', async () => {
    await signUpThroughUi(page, server.url, expert);
    await api('POST', '/api/booking-page', { firstName: 'Noor', lastName: 'Haddad', slug: 'noor-haddad' });
    const service = await api('POST', '/api/services', {
      title: 'Leadership coaching',
      duration: 60,
      price: 150,
      availabilityId: 'availability',
      hidden: false,
      collectPhoneNumber: false,
      locationType: null,
      locationId: null,
    });
    serviceId = service.id;
    await page.goto(`${server.url}/dashboard/scheduling/services/${serviceId}`);
    await workflowsCard().getByText('No session workflows yet').waitFor();
    expect(await workflowsCard().getByRole('link', { name: 'Manage workflows' }).getAttribute('href')).toBe(
      '/dashboard/automation/workflows',
    );
    await screenshotBoth(page, 'workflow-attach-service-empty');
  });

  it('lists session workflows with a Paused badge, ticks one, saves and keeps it after a reload', async () => {
    reminders = (await api('POST', '/api/workflows', { name: 'Session reminders', type: 'session' })).id;
    await api('POST', '/api/workflows', { name: 'Thank-you email', type: 'session' });
    await api('POST', '/api/workflows', { name: 'Package nudges', type: 'package' });
    await page.reload();

    const box = (name: string) => workflowsCard().getByRole('checkbox', { name });
    await box('Session reminders Paused').waitFor();
    expect(await workflowsCard().getByRole('checkbox').count()).toBe(2);
    expect(await workflowsCard().getByText('Package nudges').count()).toBe(0);
    expect(await workflowsCard().getByText('Paused', { exact: true }).count()).toBe(2);
    await box('Session reminders Paused').check();
    await screenshotBoth(page, 'workflow-attach-service-form');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/dashboard/scheduling/services`);
    expect((await api('GET', `/api/services/${serviceId}`)).workflowsIds).toEqual([reminders]);

    await page.goto(`${server.url}/dashboard/scheduling/services/${serviceId}`);
    await box('Session reminders Paused').waitFor();
    expect(await box('Session reminders Paused').isChecked()).toBe(true);
    expect(await box('Thank-you email Paused').isChecked()).toBe(false);
  });

  it('says so under the field when a ticked workflow was deleted meanwhile; unticked, it saves', async () => {
    const box = (name: string) => workflowsCard().getByRole('checkbox', { name });
    await box('Thank-you email Paused').check();
    const thankYou = (await api('GET', '/api/workflows')).workflows.find(
      (w: { name: string }) => w.name === 'Thank-you email',
    );
    await api('DELETE', `/api/workflows/${thankYou.id}`, undefined, 204);
    await page.getByRole('button', { name: 'Save' }).click();
    await workflowsCard().getByText('Workflow not found').waitFor();
    expect((await api('GET', `/api/services/${serviceId}`)).workflowsIds).toEqual([reminders]);
    // The list is read again: the deleted one stays ticked under its new name, to be unticked.
    await box('A deleted workflow').waitFor();
    await screenshotBoth(page, 'workflow-attach-service-refused');
    // Unticked, it leaves the list (it no longer exists), and so does the message.
    await box('A deleted workflow').click();
    await box('A deleted workflow').waitFor({ state: 'detached' });
    expect(await workflowsCard().getByText('Workflow not found').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/dashboard/scheduling/services`);
    expect((await api('GET', `/api/services/${serviceId}`)).workflowsIds).toEqual([reminders]);
  });
});
