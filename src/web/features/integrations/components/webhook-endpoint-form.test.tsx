// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../../../domain/integrations/webhook-input';
import { ApiError } from '../../../lib/api-client';
import { domRootPerTest } from '../../../testing/dom-root';
import { NEW_WEBHOOK_VALUES, WebhookEndpointForm, type WebhookFormValues } from './webhook-endpoint-form';

const dom = domRootPerTest();

function render(values: Partial<WebhookFormValues>, onSubmit: () => Promise<unknown> = async () => {}) {
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <WebhookEndpointForm
          initialValues={{ ...NEW_WEBHOOK_VALUES, ...values }}
          submitLabel="Add endpoint"
          onSubmit={onSubmit}
          onCancel={() => {}}
        />
      </MantineProvider>,
    );
  });
}

const submit = () =>
  act(async () => {
    dom.container.querySelector('form')!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
const fieldErrors = () =>
  [...dom.container.querySelectorAll('.mantine-InputWrapper-error')].map((node) => node.textContent);
const alert = () => dom.container.querySelector('[role="alert"]')?.textContent;

describe('the webhook endpoint form', () => {
  it('asks for a URL and at least one event, with the contract’s words', async () => {
    const onSubmit = vi.fn(async () => {});
    render({}, onSubmit);
    await submit();
    expect(fieldErrors()).toEqual([WEBHOOK_MESSAGES.url, WEBHOOK_MESSAGES.events]);
    expect(fieldErrors()).toEqual([
      'Please enter the URL that should receive the events',
      'Please choose at least one event',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an address that is not a URL, and a description over 100 characters', async () => {
    render({ url: 'hooks.example.com/slotwise', description: 'x'.repeat(101), events: ['session.booked'] });
    await submit();
    expect(fieldErrors()).toEqual([
      'Please enter a valid URL starting with https://',
      'Description is too long',
    ]);
  });

  it('sends the trimmed URL, the events in their order and no empty description', async () => {
    const onSubmit = vi.fn(async () => {});
    render(
      { url: '  https://hooks.example.com/slotwise ', events: ['client.created', 'session.booked'] },
      onSubmit,
    );
    await submit();
    expect(fieldErrors()).toEqual([]);
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://hooks.example.com/slotwise',
      events: ['session.booked', 'client.created'],
      description: null,
      enabled: true,
    });
  });

  it("shows the server's field message under its field", async () => {
    render({ url: 'http://hooks.example.com', events: ['session.booked'] }, async () => {
      throw new ApiError(400, 'bad_request', WEBHOOK_MESSAGES.httpsOnly, { url: WEBHOOK_MESSAGES.httpsOnly });
    });
    await submit();
    expect(fieldErrors()).toEqual(['Webhook URLs must start with https://']);
    expect(alert()).toBeUndefined();
  });

  it('says so when the endpoint limit is reached', async () => {
    render({ url: 'https://hooks.example.com', events: ['session.booked'] }, async () => {
      throw new ApiError(409, 'conflict', WEBHOOK_MESSAGES.tooManyEndpoints);
    });
    await submit();
    expect(alert()).toBe('You can add at most 10 webhook endpoints');
  });
});
