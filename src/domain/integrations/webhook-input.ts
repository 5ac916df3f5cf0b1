import { z } from 'zod';
import { text } from '../shared/strings';
import { WEBHOOK_EVENTS } from './events';

// issue 15 (Integrations): the webhook endpoint form and the REST-hook subscribe body.

export const WEBHOOK_LIMITS = {
  urlMax: 2000,
  descriptionMax: 100,
  /** Endpoints an expert adds on the dashboard. */
  endpointsPerExpert: 10,
  /** REST-hook subscriptions (Zapier makes one per Zap). */
  subscriptionsPerExpert: 50,
  /** The delivery log lists the latest ones. */
  logEntries: 50,
} as const;

export const WEBHOOK_MESSAGES = {
  url: 'Please enter the URL that should receive the events',
  urlInvalid: 'Please enter a valid URL starting with https://',
  urlTooLong: 'This URL is too long',
  httpsOnly: 'Webhook URLs must start with https://',
  events: 'Please choose at least one event',
  event: 'Please choose an event',
  descriptionTooLong: 'Description is too long',
  tooManyEndpoints: 'You can add at most 10 webhook endpoints',
  tooManySubscriptions: 'An account can have at most 50 REST-hook subscriptions',
  notFound: 'Not found',
} as const;

/** http: or https: with a host; the server also refuses plain http in production. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
}

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
