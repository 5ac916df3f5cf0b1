import {
  type DeliveredEvent,
  type DeliveryStatus,
  isWebhookEvent,
  WEBHOOK_EVENT_INFO,
} from '../../../../domain/integrations/events';
import type { WebhookDeliveryView } from '../../../../domain/integrations/integration-view';
import { formatInZone } from '../../../../domain/time/format-in-zone';

// How webhooks, deliveries and API keys read on the Integrations screen.

/** 'Session booked'; the Test button's event reads 'Test event'. */
export const eventLabel = (event: DeliveredEvent | string) =>
  isWebhookEvent(event) ? WEBHOOK_EVENT_INFO[event].label : 'Test event';

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, string> = {
  pending: 'blue',
  delivered: 'teal',
  failed: 'red',
};

type Outcome = Pick<WebhookDeliveryView, 'status' | 'responseStatus' | 'error' | 'durationMs'>;

const inMs = (durationMs: number | null) => (durationMs === null ? '' : ` in ${durationMs} ms`);

/** What a test or a retry did: 'Delivered: 200 in 84 ms', 'Failed: Connection refused'. */
export function deliveryOutcome(delivery: Outcome): string {
  if (delivery.status === 'delivered')
    return `Delivered: ${delivery.responseStatus ?? 'OK'}${inMs(delivery.durationMs)}`;
  // A pending delivery with an error failed its latest attempt and waits for its next one.
  if (delivery.status === 'pending') return delivery.error ? `Retrying: ${delivery.error}` : 'Sending…';
  const why =
    delivery.error ??
    (delivery.responseStatus === null ? 'no answer' : `the receiver answered ${delivery.responseStatus}`);
  return `Failed: ${why}`;
}

/** "16 Dec 2026, 11:30" in the expert's zone. */
export const dateTimeLabel = (iso: string, zone: string) =>
  formatInZone(Date.parse(iso), zone, 'd MMM yyyy, HH:mm');

/** "16 Dec 2026, 11:30:05": deliveries a second apart stay apart in the log. */
export const preciseTimeLabel = (iso: string, zone: string) =>
  formatInZone(Date.parse(iso), zone, 'd MMM yyyy, HH:mm:ss');

/** "16 Dec 2026" in the expert's zone. */
export const dateLabel = (iso: string, zone: string) => formatInZone(Date.parse(iso), zone, 'd MMM yyyy');

/** whsec_•••… : as long as a secret looks, without any of it. */
export const MASKED_SECRET = `whsec_${'•'.repeat(24)}`;
