import { randomUUID } from 'node:crypto';
import type { ChangeNotificationCollection, Subscription } from '@microsoft/microsoft-graph-types';
import { type Answer, graphError, type MicrosoftState } from './state';

export type { FakeSubscription, GraphDelivery } from './state';

// Graph's change notifications ('Set up notifications for changes in resource data'): POST
// /subscriptions first validates the notificationUrl — a POST with ?validationToken= that must
// answer 200 with the token as text/plain within 10 seconds — then answers the subscription;
// every change to the resource posts a changeNotificationCollection carrying our clientState.
// PATCH renews (expirationDateTime), DELETE ends.

/** Graph's most for Outlook events (minutes); the fake refuses a later expiry. */
export const MAX_EVENT_SUBSCRIPTION_MINUTES = 4230;
const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const RESOURCE = /^\/?me\/calendars\/([^/]+)\/events$/;

async function validate(state: MicrosoftState, url: string): Promise<boolean> {
  const token = `Validation: Testing client application reachability for subscription Request-Id: ${randomUUID()}`;
  const target = new URL(url);
  target.searchParams.set('validationToken', token);
  try {
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      signal: AbortSignal.timeout(10_000),
    });
    const body = await res.text();
    const ok =
      res.status === 200 &&
      body === token &&
      (res.headers.get('content-type') ?? '').startsWith('text/plain');
    state.push.deliveries.push({
      subscriptionId: '',
      kind: 'validation',
      clientState: null,
      status: res.status,
    });
    return ok;
  } catch {
    return false;
  }
}

export async function subscriptionsApi(
  state: MicrosoftState,
  userId: string,
  method: string,
  path: string,
  body: Subscription,
): Promise<Answer> {
  const one = path.match(/^\/subscriptions\/([^/]+)$/);
  if (path === '/subscriptions' && method === 'POST') {
    const resource = body.resource?.match(RESOURCE);
    const calendarId = resource ? decodeURIComponent(resource[1]!) : null;
    if (!calendarId || !state.mailboxes.get(userId)?.calendars.has(calendarId))
      return graphError(
        400,
        'ExtensionError',
        'Operation: Create; Exception: [Status Code: NotFound; Reason: Not Found]',
      );
    if (!body.changeType || !body.notificationUrl || !body.expirationDateTime)
      return graphError(
        400,
        'InvalidRequest',
        'changeType, notificationUrl and expirationDateTime are required.',
      );
    if (!body.notificationUrl.startsWith('https://') && !state.push.allowHttp)
      return graphError(400, 'InvalidRequest', 'The Notification Url must be an HTTPS address.');
    if ((body.clientState ?? '').length > 128)
      return graphError(400, 'InvalidRequest', 'clientState must be at most 128 characters.');
    const expiry = expiryProblem(state, body.expirationDateTime);
    if (expiry) return expiry;
    if (!(await validate(state, body.notificationUrl)))
      return graphError(
        400,
        'ValidationError',
        'Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.',
      );
    const subscription: Subscription = {
      id: randomUUID(),
      resource: body.resource,
      applicationId: state.clientId,
      changeType: body.changeType,
      clientState: body.clientState ?? null,
      notificationUrl: body.notificationUrl,
      expirationDateTime: new Date(Date.parse(body.expirationDateTime)).toISOString(),
      creatorId: userId,
    };
    state.push.subscriptions.set(subscription.id!, { subscription, userId, calendarId, deleted: false });
    return { status: 201, body: subscription };
  }
  const found = one ? state.push.subscriptions.get(decodeURIComponent(one[1]!)) : undefined;
  if (one && (!found || found.deleted || found.userId !== userId))
    return graphError(404, 'ResourceNotFound', 'The object was not found.');
  if (found && method === 'PATCH') {
    if (!body.expirationDateTime) return graphError(400, 'InvalidRequest', 'expirationDateTime is required.');
    const expiry = expiryProblem(state, body.expirationDateTime);
    if (expiry) return expiry;
    found.subscription.expirationDateTime = new Date(Date.parse(body.expirationDateTime)).toISOString();
    return { status: 200, body: found.subscription };
  }
  if (found && method === 'DELETE') {
    found.deleted = true;
    return { status: 204, body: null };
  }
  return graphError(405, 'MethodNotAllowed', 'The method is not allowed.');
}

function expiryProblem(state: MicrosoftState, value: string): Answer | null {
  const at = Date.parse(value);
  const now = state.push.now();
  if (Number.isNaN(at) || at <= now)
    return graphError(400, 'InvalidRequest', 'Subscription expiration must be in the future.');
  if (at > now + MAX_EVENT_SUBSCRIPTION_MINUTES * 60_000)
    return graphError(
      400,
      'InvalidRequest',
      `Subscription expiration can only be ${MAX_EVENT_SUBSCRIPTION_MINUTES} minutes in the future.`,
    );
  return null;
}

/** Posts a change notification for one subscription; `clientState` forges another than its own. */
export function notifySubscription(
  state: MicrosoftState,
  id: string,
  changeType: 'created' | 'updated' | 'deleted',
  eventId: string,
  clientState?: string | null,
) {
  const found = state.push.subscriptions.get(id);
  if (!found) throw new Error(`No subscription ${id}`);
  const { subscription } = found;
  const sentState = clientState === undefined ? (subscription.clientState ?? null) : clientState;
  const body: ChangeNotificationCollection = {
    value: [
      {
        subscriptionId: id,
        subscriptionExpirationDateTime: subscription.expirationDateTime ?? undefined,
        changeType,
        resource: `Users/${found.userId}/Events/${eventId}`,
        resourceData: {
          '@odata.type': '#Microsoft.Graph.Event',
          '@odata.id': `Users/${found.userId}/Events/${eventId}`,
          id: eventId,
        } as never,
        clientState: sentState,
        tenantId: TENANT,
      },
    ],
  };
  const delivery = fetch(subscription.notificationUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
    .then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    })
    .catch(() => 0)
    .then((status) => {
      state.push.deliveries.push({
        subscriptionId: id,
        kind: 'notification',
        clientState: sentState,
        status,
      });
    });
  state.push.pending.add(delivery);
  void delivery.finally(() => state.push.pending.delete(delivery));
}

/** A change in a calendar: each live subscription on its events is told. */
export function calendarChanged(
  state: MicrosoftState,
  userId: string,
  calendarId: string,
  changeType: 'created' | 'updated' | 'deleted',
  eventId: string,
) {
  for (const [id, found] of state.push.subscriptions) {
    if (found.deleted || found.userId !== userId || found.calendarId !== calendarId) continue;
    if (Date.parse(found.subscription.expirationDateTime ?? '') <= state.push.now()) continue;
    notifySubscription(state, id, changeType, eventId);
  }
}
