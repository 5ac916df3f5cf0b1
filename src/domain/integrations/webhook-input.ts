import { z } from 'zod';
import { text } from '../shared/strings';
import { WEBHOOK_EVENTS } from './events';
import { isWebhookUrl, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from './webhook-rules';

export { isWebhookUrl, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from './webhook-rules';

// issue 15 (Integrations): the webhook endpoint form and the REST-hook subscribe body.

export const webhookUrl = text(WEBHOOK_MESSAGES.url)
  .trim()
  .min(1, WEBHOOK_MESSAGES.url)
  .max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.urlTooLong)
  .refine(isWebhookUrl, WEBHOOK_MESSAGES.urlInvalid);

export const webhookEndpointInput = z.strictObject({
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.event }), { error: WEBHOOK_MESSAGES.events })
    .min(1, WEBHOOK_MESSAGES.events)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.descriptionMax, WEBHOOK_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;
export type WebhookEndpointValues = z.output<typeof webhookEndpointInput>;

/** REST hooks (Zapier, Make, n8n): one event per subscription, as their platforms subscribe. */
export const restHookInput = z.strictObject({
  url: webhookUrl,
  event: z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.event }),
});
export type RestHookInput = z.infer<typeof restHookInput>;
