import { describe, expect, it } from 'vitest';
import { apiKeyInput } from './api-key-input';
import { WEBHOOK_EVENTS } from './events';
import { EVENT_DATA } from './payloads';
import { sampleEnvelope } from './samples';
import { restHookInput, WEBHOOK_MESSAGES, webhookEndpointInput } from './webhook-input';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('the webhook endpoint form', () => {
  const valid = { url: 'https://example.com/hooks', events: ['session.booked'] };

  it('trims, orders events as the catalogue and drops repeats, and defaults to on', () => {
    expect(
      webhookEndpointInput.parse({
        url: ' https://example.com/hooks ',
        events: ['client.created', 'session.booked', 'client.created'],
        description: '  ',
      }),
    ).toEqual({
      url: 'https://example.com/hooks',
      events: ['session.booked', 'client.created'],
      description: null,
      enabled: true,
    });
  });

  it.each([
    [{ ...valid, url: '' }, WEBHOOK_MESSAGES.url],
    [{ ...valid, url: 'example.com/hooks' }, WEBHOOK_MESSAGES.urlInvalid],
    [{ ...valid, url: 'javascript:alert(1)' }, WEBHOOK_MESSAGES.urlInvalid],
    [{ ...valid, url: 'https://user:pw@example.com/' }, WEBHOOK_MESSAGES.urlInvalid],
    [{ ...valid, url: `https://example.com/${'a'.repeat(2000)}` }, WEBHOOK_MESSAGES.urlTooLong],
    [{ ...valid, events: [] }, WEBHOOK_MESSAGES.events],
    [{ ...valid, events: ['webhook.test'] }, WEBHOOK_MESSAGES.event],
    [{ ...valid, description: 'd'.repeat(101) }, WEBHOOK_MESSAGES.descriptionTooLong],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(webhookEndpointInput.safeParse(input))).toBe(message);
  });

  it('accepts http (the server refuses it in production) and extra fields are refused', () => {
    expect(webhookEndpointInput.safeParse({ ...valid, url: 'http://localhost:8080/x' }).success).toBe(true);
    expect(webhookEndpointInput.safeParse({ ...valid, secret: 'mine' }).success).toBe(false);
  });
});

describe('the REST hook and API key bodies', () => {
  it('subscribe to one known event', () => {
    expect(restHookInput.parse({ url: 'https://hooks.zapier.com/1', event: 'package.bought' }).event).toBe(
      'package.bought',
    );
    expect(firstMessage(restHookInput.safeParse({ url: 'https://hooks.zapier.com/1', event: 'x' }))).toBe(
      WEBHOOK_MESSAGES.event,
    );
  });

  it('name a key in 1 to 60 characters', () => {
    expect(apiKeyInput.parse({ name: ' Zapier ' })).toEqual({ name: 'Zapier' });
    expect(firstMessage(apiKeyInput.safeParse({ name: '' }))).toBe('Please give this key a name');
    expect(firstMessage(apiKeyInput.safeParse({ name: 'n'.repeat(61) }))).toBe('Name is too long');
  });
});

describe('event samples', () => {
  it.each(WEBHOOK_EVENTS)('%s matches its documented body', (event) => {
    const sample = sampleEnvelope(event);
    expect(sample.type).toBe(event);
    expect(EVENT_DATA[event].strict().parse(sample.data)).toEqual(sample.data);
  });
});
