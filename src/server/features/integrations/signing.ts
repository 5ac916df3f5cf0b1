import { createHmac, randomBytes } from 'node:crypto';

// ADR 038: webhook signatures in the Standard Webhooks style.

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new endpoint's signing secret: whsec_ and 24 random bytes in base64, as Standard Webhooks keys are. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/**
 * The headers a delivery carries: webhook-id (the same on every retry), webhook-timestamp (this
 * attempt, in seconds) and webhook-signature `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`
 * keyed with the secret's bytes.
 */
export function signatureHeaders(secret: string, messageId: string, at: Date, body: string) {
  const timestamp = Math.floor(at.getTime() / 1000);
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
  };
}
