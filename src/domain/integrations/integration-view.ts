import { z } from 'zod';
import { DELIVERY_STATUSES, TEST_EVENT, WEBHOOK_EVENTS, WEBHOOK_SOURCES } from './events';

// What the integrations API answers (issue 15).

export const webhookEndpointView = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Added on the dashboard, or subscribed by an automation platform with an API key. */
  source: z.enum(WEBHOOK_SOURCES),
  /** The REST-hook subscription's key name, so the list says who subscribed it. */
  apiKeyName: z.string().nullable(),
  /** whsec_…: the receiver verifies signatures with it (Standard Webhooks). */
  secret: z.string(),
  createdAt: z.string(),
  /** The latest delivery's outcome, for the list. */
  lastDelivery: z
    .object({
      status: z.enum(DELIVERY_STATUSES),
      responseStatus: z.number().int().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

export const webhookEndpointListView = z.object({ endpoints: z.array(webhookEndpointView) });

export const webhookDeliveryView = z.object({
  id: z.string(),
  endpointId: z.string(),
  /** The webhook-id header: the same on every retry, so receivers can drop repeats. */
  messageId: z.string(),
  event: z.enum([...WEBHOOK_EVENTS, TEST_EVENT]),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's HTTP status on the latest attempt; null when it could not be reached. */
  responseStatus: z.number().int().nullable(),
  /** Why the latest attempt failed (network error, timeout, non-2xx), or null. */
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When the next retry runs, while pending after a failed attempt. */
  nextAttemptAt: z.string().nullable(),
  /** The JSON body sent. */
  payload: z.unknown(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

export const webhookDeliveryListView = z.object({ deliveries: z.array(webhookDeliveryView) });

export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters, e.g. sw_live_a1b2c3 — enough to tell keys apart, never the secret. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeyListView = z.object({ keys: z.array(apiKeyView) });

/** Answered once, on creation: the whole key. */
export const createdApiKeyView = apiKeyView.extend({ key: z.string() });
export type CreatedApiKeyView = z.infer<typeof createdApiKeyView>;

export const restHookView = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  url: z.string(),
  secret: z.string(),
});
