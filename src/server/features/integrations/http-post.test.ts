import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_NETWORK_MESSAGE } from '../../integrations/address-guard';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { postJson } from './http-post';

// ADR 038: in production a webhook may not reach this machine or its private network.

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('postJson', () => {
  it('posts the body with the headers and resolves with the 2xx status', async () => {
    expect(
      await postJson(
        receiver.url('/ok'),
        '{"a":1}',
        { 'webhook-id': 'msg_1' },
        { allowPrivateNetworks: true },
      ),
    ).toBe(200);
    expect(receiver.received.at(-1)).toMatchObject({
      path: '/ok',
      body: '{"a":1}',
      headers: {
        'webhook-id': 'msg_1',
        'content-type': 'application/json',
        'user-agent': 'Slotwise-Webhooks/1.0',
      },
    });
  });

  it('refuses loopback, private names and plain http when private networks are not allowed', async () => {
    const strict = { allowPrivateNetworks: false };
    const count = receiver.received.length;
    await expect(postJson(receiver.url(), '{}', {}, strict)).rejects.toThrow(
      'Refused: webhook URLs must use https',
    );
    await expect(postJson('https://127.0.0.1:1/x', '{}', {}, strict)).rejects.toThrow(
      PRIVATE_NETWORK_MESSAGE,
    );
    await expect(postJson('https://[::1]:1/x', '{}', {}, strict)).rejects.toThrow(PRIVATE_NETWORK_MESSAGE);
    // A name that resolves to loopback is refused as it is resolved for the connection.
    await expect(postJson('https://localhost:1/x', '{}', {}, strict)).rejects.toThrow(
      PRIVATE_NETWORK_MESSAGE,
    );
    expect(receiver.received.length).toBe(count);
  });

  it('says what went wrong: a refusal, a closed port, a timeout', async () => {
    receiver.answer = 404;
    await expect(postJson(receiver.url(), '{}', {}, { allowPrivateNetworks: true })).rejects.toMatchObject({
      message: 'The receiver answered 404',
      responseStatus: 404,
    });
    receiver.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), 500));
    await expect(
      postJson(receiver.url(), '{}', {}, { allowPrivateNetworks: true, timeoutMs: 100 }),
    ).rejects.toThrow('Timed out after 0.1 s');
    receiver.answer = 200;
    await expect(postJson('http://127.0.0.1:1/x', '{}', {}, { allowPrivateNetworks: true })).rejects.toThrow(
      'Could not connect: ECONNREFUSED',
    );
  });
});
