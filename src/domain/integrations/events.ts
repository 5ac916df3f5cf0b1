// issue 15 (Integrations): the events an expert's webhooks and REST hooks can subscribe to. The
// names follow the resource.verb style of Standard Webhooks; 'webhook.test' is what the Test
// button sends and cannot be subscribed to.

export const WEBHOOK_EVENTS = [
  'session.booked',
  'session.rescheduled',
  'session.cancelled',
  'package.bought',
  'client.created',
  'workflow.automation',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const TEST_EVENT = 'webhook.test';
export type DeliveredEvent = WebhookEvent | typeof TEST_EVENT;

export const WEBHOOK_EVENT_INFO: Record<WebhookEvent, { label: string; description: string }> = {
  'session.booked': {
    label: 'Session booked',
    description: 'A client booked a session or a seat (paid bookings once the payment succeeds).',
  },
  'session.rescheduled': {
    label: 'Session rescheduled',
    description: 'A booked session moved to another time, by the client or by you.',
  },
  'session.cancelled': {
    label: 'Session cancelled',
    description: 'A booking was cancelled, by the client or by you.',
  },
  'package.bought': {
    label: 'Package bought',
    description: 'A client bought a package (paid ones once the payment succeeds).',
  },
  'client.created': {
    label: 'Client created',
    description: 'A new client: added by you, or booking for the first time.',
  },
  'workflow.automation': {
    label: 'Workflow automation',
    description: "A workflow's automation action ran: its description says what to do.",
  },
};

export function isWebhookEvent(value: string): value is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** Where an endpoint came from: added on the dashboard, or subscribed as a REST hook with a key. */
export const WEBHOOK_SOURCES = ['dashboard', 'rest-hook'] as const;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
