import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { AppError, badRequest, errorResponses, notFound } from '../../http/errors';
import { anonymous, json } from '../../http/route-parts';
import { liveKitPresenceOf } from '../call-usage/livekit-presence';

// LiveKit's webhooks (issue 17, ADR 040): who is in which room, for call minutes (ADR 043).
// Only with CALLS_MEDIA=livekit; the built-in media server needs none.

export const INVALID_LIVEKIT_SIGNATURE = 'Invalid signature';
export const MALFORMED_LIVEKIT_EVENT = 'This is not a LiveKit webhook event.';

const receivedRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'receiveLiveKitWebhook',
  ...anonymous,
  tags: ['calls'],
  summary:
    "LiveKit's webhook (CALLS_MEDIA=livekit): signed with the API key pair (a JWT in Authorization over the body's SHA-256); participant_joined and participant_left count call minutes, each event once; a bad signature answers 401 and a signed body that is no event 400, changing nothing",
  // The body (a LiveKit WebhookEvent, JSON) is read raw and checked by its signature, not by a schema.
  request: { headers: z.object({ authorization: z.string().optional() }) },
  responses: {
    200: {
      description: 'Received',
      ...json(
        z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi('LiveKitWebhookReceived'),
      ),
    },
    ...errorResponses(400, 401, 404),
  },
});

export function liveKitWebhookRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(receivedRoute, async (c) => {
    const video = deps.video;
    if (video.kind !== 'livekit') throw notFound();
    // The signature is over the exact bytes: read them before anything parses the body.
    const raw = await c.req.text();
    const event = await video.verifyWebhook(raw, c.req.header('authorization'));
    if (!event) throw new AppError(401, 'invalid_signature', INVALID_LIVEKIT_SIGNATURE);
    if (event === 'malformed') throw badRequest(MALFORMED_LIVEKIT_EVENT);
    const presence = liveKitPresenceOf({ db: deps.database.db, meter: deps.callUsage });
    const result = await presence.apply(event);
    return c.json({ received: true as const, duplicate: result === 'duplicate' }, 200);
  });
  return router;
}
