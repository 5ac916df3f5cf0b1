import { z } from 'zod';
import { TEST_EVENT, WEBHOOK_EVENTS, type WebhookEvent } from './events';

// issue 15 (Integrations): the JSON bodies webhooks and REST hooks receive. Every body is an
// envelope { type, timestamp, data } as Standard Webhooks recommends; `data` depends on the type.
// Instants are ISO strings in UTC with the zone to show them in beside them; money is minor units
// of `currency`. The OpenAPI document carries these schemas (its `webhooks` section), and the
// sample endpoint answers examples built from the same shapes.

const money = z.object({ amount: z.number().int(), currency: z.string() });

export const webhookClient = z.object({
  id: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  timezone: z.string().nullable(),
});
export type WebhookClient = z.infer<typeof webhookClient>;

export const webhookSession = z.object({
  id: z.string(),
  type: z.enum(['personal', 'group']),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  /** The service, group session or series it was booked from. */
  serviceId: z.string().nullable(),
  groupSessionId: z.string().nullable(),
  seriesId: z.string().nullable(),
});

export const webhookBooking = z.object({
  id: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  payment: money,
  discountCode: z.string().nullable(),
  bookedPackageId: z.string().nullable(),
  message: z.string().nullable(),
  /** The client's page to reschedule or cancel. */
  manageUrl: z.string(),
  createdAt: z.string(),
});

export const sessionEventData = z.object({
  session: webhookSession,
  booking: webhookBooking,
  client: webhookClient,
  /** The expert's zone (the client's is client.timezone). */
  expertTimezone: z.string(),
  /** session.rescheduled: where it was before. */
  previous: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** session.cancelled: who cancelled and why. */
  cancellation: z.object({ by: z.enum(['client', 'expert']), message: z.string().nullable() }).nullable(),
});
export type SessionEventData = z.infer<typeof sessionEventData>;

export const packageEventData = z.object({
  bookedPackage: z.object({
    id: z.string(),
    packageId: z.string().nullable(),
    title: z.string(),
    price: money,
    /** Null while it has no expiry. */
    expiresAt: z.string().nullable(),
    /** Monthly instalments of a payment plan; null when paid at once. */
    installments: z.number().int().nullable(),
    createdAt: z.string(),
  }),
  client: webhookClient,
});
export type PackageEventData = z.infer<typeof packageEventData>;

export const clientEventData = z.object({
  client: webhookClient.extend({ id: z.string(), createdAt: z.string() }),
  /** Added on the dashboard, or created by a first booking or purchase. */
  source: z.enum(['dashboard', 'booking']),
});
export type ClientEventData = z.infer<typeof clientEventData>;

export const automationEventData = z.object({
  workflow: z.object({ id: z.string(), name: z.string() }),
  action: z.object({ id: z.string(), description: z.string().nullable() }),
  trigger: z.object({ type: z.string(), plannedAt: z.string() }),
  /** The session the workflow ran for (session workflows). */
  session: webhookSession.nullable(),
  /** The booked package it ran for (package workflows). */
  bookedPackage: z.object({ id: z.string(), title: z.string() }).nullable(),
  client: webhookClient.nullable(),
});
export type AutomationEventData = z.infer<typeof automationEventData>;

export const testEventData = z.object({ message: z.string() });

export const EVENT_DATA = {
  'session.booked': sessionEventData,
  'session.rescheduled': sessionEventData,
  'session.cancelled': sessionEventData,
  'package.bought': packageEventData,
  'client.created': clientEventData,
  'workflow.automation': automationEventData,
} as const satisfies Record<WebhookEvent, z.ZodType>;

export type EventData<E extends WebhookEvent> = z.infer<(typeof EVENT_DATA)[E]>;

export function envelope<T extends z.ZodType>(type: string, data: T) {
  return z.object({ type: z.literal(type), timestamp: z.string(), data });
}

export const testEnvelope = envelope(TEST_EVENT, testEventData);

export type Envelope<E extends WebhookEvent = WebhookEvent> = {
  type: E;
  timestamp: string;
  data: EventData<E>;
};

export { WEBHOOK_EVENTS };
