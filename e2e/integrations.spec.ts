import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiKeyView,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '../src/domain/integrations/integration-view';
import { checkLoadingAndError, signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';
import { type WorkflowScreens, workflowScreens } from './support/workflows';

// Issue 15: the Automation area's Integrations tab, as an expert uses it: add a webhook endpoint
// pointing at a receiver on this machine, Test it (delivered, then failed and retried), read the
// delivery log, edit, disable and delete it; create an API key (shown once), see an automation
// platform's REST hook appear under it, and revoke it.

let session: BrowserSession;
let server: RunningServer;
let page: Page;
let ui: WorkflowScreens;
let receiver: WebhookReceiver;

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  ui = workflowScreens(session);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await closeSession(session);
});

const expert = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor@example.com',
  password: 'coaching-2026',
};
const NO_ENDPOINTS =
  'No webhooks yet. Add an endpoint to send your bookings, cancellations and new clients to another app as they happen.';
const NO_KEYS = 'No API keys yet. Create one when an app asks you to connect your Slotwise account.';

const integrationsUrl = () => `${server.url}/dashboard/automation/integrations`;
const endpointCard = (url: string) =>
  page
    .getByRole('list', { name: 'Webhook endpoints' })
    .getByRole('listitem')
    .filter({ has: page.getByText(url, { exact: true }) })
    .first();
const dialog = () => page.getByRole('dialog');

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the secret's bytes>. */
function signatureOf(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** Calls the API as an automation platform does: with an API key, no cookie. */
async function withKey(key: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

let hookUrl = '';
let apiKey = '';

describe('integrations', () => {
  it('opens the Integrations tab, empty, with its loading and error states', async () => {
    await signUpThroughUi(page, server.url, expert);
    expect(
      (await ui.api('POST', '/booking-page', { firstName: 'Noor', lastName: 'Haddad', slug: 'noor-haddad' }))
        .status,
    ).toBe(201);
    await page.goto(`${server.url}/dashboard/automation`);
    await page.waitForURL(`${server.url}/dashboard/automation/workflows`);
    await page.getByRole('tab', { name: 'Integrations' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Workflows', 'Integrations']);
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await page.waitForURL(integrationsUrl());
    await page.getByText(NO_ENDPOINTS).waitFor();
    await page.getByText(NO_KEYS).waitFor();
    expect(await page.getByRole('tab', { name: 'Integrations' }).getAttribute('aria-selected')).toBe('true');
    await checkLoadingAndError(page, {
      request: '**/api/integrations/webhooks',
      loading: 'Loading webhooks',
      error: 'Something went wrong. Please try again later',
      screenshot: 'integrations',
      recovered: () => page.getByText(NO_ENDPOINTS).waitFor(),
    });
    await ui.screenshot('integrations-empty');
  });

  it('adds an endpoint after the form’s messages', async () => {
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await ui.dialogShown();
    await dialog().getByRole('button', { name: 'Add endpoint' }).click();
    await dialog()
      .getByText('Please enter the URL that should receive the events', { exact: true })
      .waitFor();
    await dialog().getByText('Please choose at least one event', { exact: true }).waitFor();
    await dialog().getByLabel('Endpoint URL').fill('not a url');
    await dialog().getByRole('button', { name: 'Add endpoint' }).click();
    await dialog().getByText('Please enter a valid URL starting with https://', { exact: true }).waitFor();
    await ui.screenshot('integrations-endpoint-form');

    hookUrl = `${receiver.url}/hooks/slotwise`;
    await dialog().getByLabel('Endpoint URL').fill(hookUrl);
    await dialog().getByLabel('Description').fill('Client CRM');
    await dialog()
      .getByRole('checkbox', { name: /^Session booked/ })
      .check();
    await dialog()
      .getByRole('checkbox', { name: /^Client created/ })
      .check();
    await dialog().getByRole('button', { name: 'Add endpoint' }).click();
    await dialog().waitFor({ state: 'detached' });

    const card = endpointCard(hookUrl);
    await card.getByText('Client CRM', { exact: true }).waitFor();
    expect(await card.getByLabel('Events').locator('.mantine-Badge-label').allTextContents()).toEqual([
      'Session booked',
      'Client created',
    ]);
    await card.getByText('No deliveries yet').waitFor();
    const { json } = await ui.api<{ endpoints: WebhookEndpointView[] }>('GET', '/integrations/webhooks');
    expect(json.endpoints).toHaveLength(1);
    expect(json.endpoints[0]).toMatchObject({
      url: hookUrl,
      description: 'Client CRM',
      events: ['session.booked', 'client.created'],
      enabled: true,
      source: 'dashboard',
    });
  });

  it('keeps the signing secret hidden until revealed', async () => {
    const card = endpointCard(hookUrl);
    const { json } = await ui.api<{ endpoints: WebhookEndpointView[] }>('GET', '/integrations/webhooks');
    const secret = json.endpoints[0]!.secret;
    expect(secret).toMatch(/^whsec_/);
    const shown = card.getByLabel(`Signing secret of ${hookUrl}`);
    expect(await shown.textContent()).not.toContain(secret);
    await card.getByRole('button', { name: 'Reveal' }).click();
    expect(await shown.textContent()).toBe(secret);
    await card.getByRole('button', { name: 'Hide' }).click();
    expect(await shown.textContent()).not.toContain(secret);
  });

  it('sends a signed test event, delivered, and lists it in the log', async () => {
    const card = endpointCard(hookUrl);
    await card.getByRole('button', { name: `Send a test event to ${hookUrl}` }).click();
    const result = card.getByRole('status', { name: 'Test result' });
    await result.waitFor();
    expect(await result.textContent()).toMatch(/^Delivered: 200 in \d+ ms$/);

    expect(receiver.received).toHaveLength(1);
    const request = receiver.received[0]!;
    expect(request.path).toBe('/hooks/slotwise');
    const { json } = await ui.api<{ endpoints: WebhookEndpointView[] }>('GET', '/integrations/webhooks');
    const id = String(request.headers['webhook-id']);
    const timestamp = String(request.headers['webhook-timestamp']);
    expect(String(request.headers['webhook-signature']).split(' ')).toContain(
      signatureOf(json.endpoints[0]!.secret, id, timestamp, request.body),
    );
    expect(JSON.parse(request.body)).toMatchObject({ type: 'webhook.test' });

    await card.getByText(/^Delivered · 200$/).waitFor();
    await card.getByRole('button', { name: 'Delivery log' }).click();
    const log = card.getByRole('list', { name: 'Deliveries' });
    const row = log.getByRole('listitem').first();
    await row.getByText(/^Test event/).waitFor();
    await row.locator('.mantine-Badge-label', { hasText: 'Delivered' }).waitFor();
    await row.getByText('Attempts 1').waitFor();
    await row.getByText('Response 200').waitFor();
    expect(await row.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Show body' }).click();
    const body = row.getByLabel('Body of Test event');
    await body.waitFor();
    expect(JSON.parse((await body.textContent()) ?? '')).toEqual(JSON.parse(request.body));
    await ui.screenshot('integrations-delivery-log');
    await row.getByRole('button', { name: 'Hide body' }).click();
  });

  it('says Failed when the receiver refuses, and Retry delivers it', async () => {
    const card = endpointCard(hookUrl);
    receiver.answerWith(500);
    await card.getByRole('button', { name: `Send a test event to ${hookUrl}` }).click();
    await card
      .getByRole('status', { name: 'Test result' })
      .filter({ hasText: /^Failed: / })
      .waitFor();
    const log = card.getByRole('list', { name: 'Deliveries' });
    await log.getByRole('listitem').first().locator('.mantine-Badge-label', { hasText: 'Failed' }).waitFor();
    const failed = log.getByRole('listitem').first();
    await failed.getByText('Response 500').waitFor();
    await ui.screenshot('integrations-delivery-failed');

    receiver.answerWith(200);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await page
      .getByText(/^Delivered: 200 in \d+ ms$/)
      .last()
      .waitFor();
    await log
      .getByRole('listitem')
      .first()
      .locator('.mantine-Badge-label', { hasText: 'Delivered' })
      .waitFor();
    const { json } = await ui.api<{ endpoints: WebhookEndpointView[] }>('GET', '/integrations/webhooks');
    const deliveries = await ui.api<{ deliveries: WebhookDeliveryView[] }>(
      'GET',
      `/integrations/webhooks/${json.endpoints[0]!.id}/deliveries`,
    );
    expect(deliveries.json.deliveries.map((d) => d.status)).toEqual(['delivered', 'delivered']);
    // The retry is the same message: receivers drop repeats by webhook-id.
    const [retried, failedAttempt] = receiver.received.slice(-2).reverse();
    expect(retried!.headers['webhook-id']).toBe(failedAttempt!.headers['webhook-id']);
    await card.getByRole('button', { name: 'Hide delivery log' }).click();
  });

  it('edits the endpoint, and disables and enables it', async () => {
    const card = endpointCard(hookUrl);
    await card.getByRole('button', { name: 'Edit Client CRM' }).click();
    await ui.dialogShown();
    expect(await dialog().getByLabel('Endpoint URL').inputValue()).toBe(hookUrl);
    expect(
      await dialog()
        .getByRole('checkbox', { name: /^Session booked/ })
        .isChecked(),
    ).toBe(true);
    await dialog().getByLabel('Description').fill('Client CRM (Pipedrive)');
    await dialog()
      .getByRole('checkbox', { name: /^Session cancelled/ })
      .check();
    await dialog().getByRole('button', { name: 'Save endpoint' }).click();
    await dialog().waitFor({ state: 'detached' });
    await card.getByText('Client CRM (Pipedrive)', { exact: true }).waitFor();
    await card.getByText('Session cancelled', { exact: true }).waitFor();

    const toggle = card.getByRole('switch', { name: `Enabled: ${hookUrl}` });
    await toggle.click({ force: true });
    await card.getByText('Disabled', { exact: true }).waitFor();
    let list = await ui.api<{ endpoints: WebhookEndpointView[] }>('GET', '/integrations/webhooks');
    expect(list.json.endpoints[0]).toMatchObject({
      enabled: false,
      description: 'Client CRM (Pipedrive)',
      events: ['session.booked', 'session.cancelled', 'client.created'],
    });
    await toggle.click({ force: true });
    await card.getByText('Enabled', { exact: true }).waitFor();
    list = await ui.api<{ endpoints: WebhookEndpointView[] }>('GET', '/integrations/webhooks');
    expect(list.json.endpoints[0]!.enabled).toBe(true);
  });

  it('creates an API key, shown once with a warning, then listed by its prefix', async () => {
    const create = page.getByRole('form', { name: 'New API key' });
    await create.getByRole('button', { name: 'Create key' }).click();
    await create.getByText('Please give this key a name', { exact: true }).waitFor();
    await create.getByLabel('Key name').fill('Zapier');
    await create.getByRole('button', { name: 'Create key' }).click();
    await ui.dialogShown();
    await dialog().getByText("For your security it won't be shown again.", { exact: false }).waitFor();
    apiKey = await dialog().getByLabel('API key').inputValue();
    expect(apiKey).toMatch(/^sw_live_/);
    await ui.screenshot('integrations-api-key-created');
    await dialog().getByRole('button', { name: 'I have copied it' }).click();
    await dialog().waitFor({ state: 'detached' });

    const row = page.getByRole('list', { name: 'API keys' }).getByRole('listitem', { name: 'Zapier' });
    await row.getByText('Never used').waitFor();
    const { json } = await ui.api<{ keys: ApiKeyView[] }>('GET', '/integrations/api-keys');
    await row.getByText(`${json.keys[0]!.prefix}…`, { exact: true }).waitFor();
    expect(apiKey.startsWith(json.keys[0]!.prefix)).toBe(true);
    expect(await page.content()).not.toContain(apiKey);
  });

  it('shows a REST hook an automation platform subscribed with the key', async () => {
    expect((await withKey(apiKey, 'GET', '/me')).status).toBe(200);
    const subscribed = await withKey(apiKey, 'POST', '/hooks', {
      url: `${receiver.url}/zapier`,
      event: 'session.booked',
    });
    expect(subscribed.status).toBe(201);
    const sample = await withKey(apiKey, 'GET', '/hooks/samples/session.booked');
    expect(sample.status).toBe(200);

    await page.reload();
    const card = endpointCard(`${receiver.url}/zapier`);
    await card.getByText('Added by Zapier', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    const row = page.getByRole('list', { name: 'API keys' }).getByRole('listitem', { name: 'Zapier' });
    await row.getByText(/^Created .* · Last used /).waitFor();
    await ui.screenshot('integrations');
  });

  it('revokes the key after saying its REST hooks stop', async () => {
    const row = page.getByRole('list', { name: 'API keys' }).getByRole('listitem', { name: 'Zapier' });
    await row.getByRole('button', { name: 'Revoke Zapier' }).click();
    await ui.dialogShown();
    await dialog().getByText('the REST-hook subscriptions it made stop', { exact: false }).waitFor();
    await ui.screenshot('integrations-revoke-key');
    await dialog().getByRole('button', { name: 'Revoke' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByText(NO_KEYS).waitFor();
    await endpointCard(`${receiver.url}/zapier`).waitFor({ state: 'detached' });
    expect((await withKey(apiKey, 'GET', '/me')).status).toBe(401);
  });

  it('deletes the endpoint after confirming', async () => {
    const card = endpointCard(hookUrl);
    await card.getByRole('button', { name: 'Delete Client CRM (Pipedrive)' }).click();
    await ui.dialogShown();
    await dialog().getByText('It stops receiving events at once', { exact: false }).waitFor();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await page.getByText(NO_ENDPOINTS).waitFor();
    const { json } = await ui.api<{ endpoints: WebhookEndpointView[] }>('GET', '/integrations/webhooks');
    expect(json.endpoints).toEqual([]);
  });
});
