import Stripe from 'stripe';
import { now, type StripeState } from './state';

// The events Stripe sends, and their delivery with Stripe's real signature scheme.

export type DeliveredEvent = Pick<
  Stripe.Event,
  | 'id'
  | 'object'
  | 'type'
  | 'created'
  | 'account'
  | 'api_version'
  | 'livemode'
  | 'pending_webhooks'
  | 'request'
> & {
  data: { object: unknown };
};

/** The event Stripe would send about `object` (a snapshot of it now). */
export const eventOf = (
  state: StripeState,
  type: string,
  object: unknown,
  account: string | null,
  created: number,
): DeliveredEvent => ({
  id: `evt_fake${(++state.eventCounter).toString().padStart(8, '0')}`,
  object: 'event',
  type: type as Stripe.Event['type'],
  created,
  // The platform's own events (PLATFORM_ACCOUNT, '') carry no account.
  account: account || undefined,
  api_version: Stripe.API_VERSION,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object: JSON.parse(JSON.stringify(object)) },
});

/** The request Stripe would send for the event, signed with `secret` at `timestamp` (seconds). */
export function signed(
  delivered: DeliveredEvent,
  endpoint: string,
  secret: string,
  timestamp: number,
): Request {
  const payload = JSON.stringify(delivered, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return new Request(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    body: payload,
  });
}

/** Sends the events to the webhook endpoint, in order, each signed; any answer but 200 throws. */
export async function deliver(
  webhook: { url: string; secret: string },
  events: DeliveredEvent[],
): Promise<void> {
  for (const delivered of events) {
    const res = await fetch(signed(delivered, webhook.url, webhook.secret, now()));
    if (res.status !== 200) throw new Error(`webhook ${delivered.type} answered ${res.status}`);
  }
}
