import { createRoute, z } from '@hono/zod-openapi';
import { WEBHOOK_EVENT_INFO, WEBHOOK_EVENTS } from '../../../domain/integrations/events';
import { restHookView } from '../../../domain/integrations/integration-view';
import { EVENT_DATA, envelope } from '../../../domain/integrations/payloads';
import { sampleEnvelope } from '../../../domain/integrations/samples';
import { restHookInput } from '../../../domain/integrations/webhook-input';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireApiKey, requireUser } from '../../http/require-user';
import { anonymous, apiKeyOnly, body, idParam, json } from '../../http/route-parts';
import { subscribe, unsubscribe } from './service';

// issue 15 (ADR 038): REST hooks, as Zapier, Make and n8n subscribe — authenticated by an API key.
// A subscription is a webhook endpoint for one event, signed like any other.

const tags = ['integrations'];

const subscribeRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'subscribeRestHook',
  ...apiKeyOnly,
  tags,
  summary: 'Subscribe a URL to one event (REST hook); answers the id to unsubscribe with (at most 50)',
  request: body(restHookInput.openapi('RestHookInput')),
  responses: {
    201: { description: 'Subscribed', ...json(restHookView.openapi('RestHook')) },
    ...errorResponses(400, 401, 409),
  },
});
const unsubscribeRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'unsubscribeRestHook',
  ...apiKeyOnly,
  tags,
  summary: "Unsubscribe one of this key's REST hooks",
  request: idParam,
  responses: { 204: { description: 'Unsubscribed' }, ...errorResponses(400, 401, 404) },
});
const eventsRoute = createRoute({
  method: 'get',
  path: '/events',
  operationId: 'listRestHookEvents',
  ...apiKeyOnly,
  tags,
  summary: 'The events a REST hook can subscribe to',
  responses: {
    200: {
      description: 'Events',
      ...json(
        z
          .object({
            events: z.array(
              z.object({ event: z.enum(WEBHOOK_EVENTS), label: z.string(), description: z.string() }),
            ),
          })
          .openapi('RestHookEvents'),
      ),
    },
    ...errorResponses(401),
  },
});
const sampleRoute = createRoute({
  method: 'get',
  path: '/samples/{event}',
  operationId: 'getRestHookSample',
  ...apiKeyOnly,
  tags,
  summary:
    "A sample body of the event, as a list of one (the shape automation platforms' field mapping reads)",
  request: { params: z.object({ event: z.enum(WEBHOOK_EVENTS) }) },
  responses: {
    200: { description: 'Sample', ...json(z.array(z.unknown()).openapi('RestHookSample')) },
    ...errorResponses(400, 401),
  },
});

export function hookRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps), requireApiKey);
  const owner = (c: { get(key: 'user'): { id: string }; get(key: 'apiKeyId'): string | undefined }) => ({
    userId: c.get('user').id,
    apiKeyId: c.get('apiKeyId')!,
  });
  router.openapi(subscribeRoute, async (c) =>
    c.json(await subscribe(db, deps.config, owner(c), c.req.valid('json')), 201),
  );
  router.openapi(unsubscribeRoute, async (c) => {
    await unsubscribe(db, owner(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  router.openapi(eventsRoute, (c) =>
    c.json({ events: WEBHOOK_EVENTS.map((event) => ({ event, ...WEBHOOK_EVENT_INFO[event] })) }, 200),
  );
  router.openapi(sampleRoute, (c) => c.json([sampleEnvelope(c.req.valid('param').event)], 200));
  // The bodies deliveries carry, in the document's `webhooks` section (OpenAPI 3.1).
  for (const event of WEBHOOK_EVENTS) {
    router.openAPIRegistry.registerWebhook({
      method: 'post',
      path: event,
      operationId: `webhook_${event.replace('.', '_')}`,
      // The receiver's own endpoint: it checks the signature, not one of our schemes.
      ...anonymous,
      tags,
      summary: WEBHOOK_EVENT_INFO[event].description,
      description:
        'Signed with the endpoint secret: headers webhook-id, webhook-timestamp and webhook-signature (v1, base64 HMAC-SHA256 of "id.timestamp.body"), as Standard Webhooks. Any 2xx answer accepts it; anything else is retried with backoff.',
      request: body(envelope(event, EVENT_DATA[event]).openapi(`Webhook_${event.replace('.', '_')}`)),
      responses: { 200: { description: 'Accepted (any 2xx)' } },
    });
  }
  return router;
}
