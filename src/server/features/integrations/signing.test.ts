import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX } from '../../../domain/integrations/api-key-rules';
import { hashApiKey, newApiKey } from '../../auth/api-key-hash';
import { newWebhookSecret, signatureHeaders } from './signing';

describe('webhook signatures', () => {
  it('verify with the Standard Webhooks reference library', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'session.booked', timestamp: '2026-01-01T00:00:00.000Z', data: {} });
    const headers = signatureHeaders(secret, 'msg_1', new Date(), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('are refused when the body or the secret differs', () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders(secret, 'msg_1', new Date(), '{"a":1}');
    expect(() => new Webhook(secret).verify('{"a":2}', headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify('{"a":1}', headers)).toThrow();
  });

  it('match a fixed vector', () => {
    // HMAC-SHA256 over "msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.{"test": 2432232314}" with the key
    // MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw (Standard Webhooks' published example).
    const headers = signatureHeaders(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      new Date(1614265330 * 1000),
      '{"test": 2432232314}',
    );
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });
});

describe('API keys', () => {
  it('are long random tokens kept as their SHA-256, shown by a short prefix', () => {
    const { key, prefix, hash } = newApiKey();
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.length).toBe(API_KEY_PREFIX.length + 43);
    expect(prefix).toBe(key.slice(0, API_KEY_PREFIX.length + 6));
    expect(hash).toBe(hashApiKey(key));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newApiKey().key).not.toBe(key);
  });
});
