import { createRoute, z } from '@hono/zod-openapi';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { badRequest, errorResponses, notFound, unauthorized } from '../../http/errors';
import { anonymous, json } from '../../http/route-parts';
import { type PushOutcome, receiveGoogleNotification, receiveMicrosoftNotifications } from './push';

// The calendar providers' push notifications (ADR 039, push): no session; each proves itself by
// the secret of the channel it names (Google's X-Goog-Channel-Token, Graph's clientState).

const tags = ['calendars'];
const received = z.object({ received: z.literal(true) }).openapi('CalendarPushReceived');

const googleRoute = createRoute({
  method: 'post',
  path: '/google',
  operationId: 'receiveGoogleCalendarNotification',
  ...anonymous,
  tags,
  summary:
    "Google Calendar's watch channel notification: checked by X-Goog-Channel-Token, then the calendar's account refreshes its busy times",
  request: {
    headers: z.object({
      'x-goog-channel-id': z.string().max(200).optional(),
      'x-goog-channel-token': z.string().max(500).optional(),
      'x-goog-resource-state': z.string().max(50).optional(),
    }),
  },
  responses: {
    200: { description: 'Received', ...json(received) },
    ...errorResponses(400, 401, 404),
  },
});

/** Graph's changeNotificationCollection, as far as we read it; other fields pass. */
const graphNotifications = z
  .object({
    value: z
      .array(
        z
          .object({
            subscriptionId: z.string().max(200).nullish(),
            clientState: z.string().max(500).nullish(),
          })
          .passthrough(),
      )
      .max(1000),
  })
  .passthrough();

const microsoftRoute = createRoute({
  method: 'post',
  path: '/microsoft',
  operationId: 'receiveMicrosoftCalendarNotification',
  ...anonymous,
  tags,
  summary:
    "Microsoft Graph's subscription notifications, checked by clientState; with validationToken, the subscription's handshake (the token echoed as text/plain)",
  request: { query: z.object({ validationToken: z.string().max(2000).optional() }) },
  responses: {
    200: { description: 'Validation: the token', content: { 'text/plain': { schema: z.string() } } },
    202: { description: 'Received', ...json(received) },
    ...errorResponses(400, 401, 404),
  },
});

function check(outcome: PushOutcome): void {
  if (outcome === 'unknown') throw notFound();
  if (outcome === 'refused') throw unauthorized('The channel token does not match');
}

export function calendarPushRoutes(deps: AppDeps) {
  const ctx = () => ({ ...deps, db: deps.database.db });
  const router = createRouter();
  router.openapi(googleRoute, async (c) => {
    const headers = c.req.valid('header');
    const outcome = await receiveGoogleNotification(
      ctx(),
      {
        channelId: headers['x-goog-channel-id'],
        token: headers['x-goog-channel-token'],
        state: headers['x-goog-resource-state'],
      },
      nowMs(deps),
    );
    check(outcome);
    return c.json({ received: true as const }, 200);
  });
  router.openapi(microsoftRoute, async (c) => {
    const { validationToken } = c.req.valid('query');
    // The handshake when a subscription is made: echo the token, as plain text, within 10 s.
    if (validationToken !== undefined) return c.text(validationToken, 200);
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      raw = null;
    }
    const parsed = graphNotifications.safeParse(raw);
    if (!parsed.success) throw badRequest('Expected a Graph change notification collection');
    check(await receiveMicrosoftNotifications(ctx(), parsed.data.value, nowMs(deps)));
    return c.json({ received: true as const }, 202);
  });
  return router;
}
