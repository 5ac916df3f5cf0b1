import { createRoute, z } from '@hono/zod-openapi';
import { apiKeyInput } from '../../../domain/integrations/api-key-input';
import {
  apiKeyListView,
  createdApiKeyView,
  webhookDeliveryListView,
  webhookDeliveryView,
  webhookEndpointListView,
  webhookEndpointView,
} from '../../../domain/integrations/integration-view';
import { webhookEndpointInput } from '../../../domain/integrations/webhook-input';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireSessionCookie, requireUser } from '../../http/require-user';
import { body, cookieOnly, idParam, json } from '../../http/route-parts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { listDeliveries, retryDelivery, sendTest } from './deliveries';
import { addEndpoint, editEndpoint } from './service';
import { deleteEndpoint, listEndpoints } from './webhook-endpoints';

// issue 15 (Integrations, ADR 038): the expert's webhook endpoints and API keys, managed from the
// dashboard with the session cookie (an API key cannot make more keys or redirect webhooks).

const tags = ['integrations'];
const endpoint = webhookEndpointView.openapi('WebhookEndpoint');
const delivery = webhookDeliveryView.openapi('WebhookDelivery');
const endpointInput = webhookEndpointInput.openapi('WebhookEndpointInput');
const deliveryParams = { params: z.object({ id: z.string().min(1), deliveryId: z.string().min(1) }) };

const listEndpointsRoute = createRoute({
  method: 'get',
  path: '/webhooks',
  operationId: 'listWebhookEndpoints',
  ...cookieOnly,
  tags,
  summary: "The expert's webhook endpoints (added here or subscribed as REST hooks), newest first",
  responses: {
    200: { description: 'Endpoints', ...json(webhookEndpointListView.openapi('WebhookEndpointList')) },
    ...errorResponses(401, 403),
  },
});
const addEndpointRoute = createRoute({
  method: 'post',
  path: '/webhooks',
  operationId: 'addWebhookEndpoint',
  ...cookieOnly,
  tags,
  summary: 'Add an endpoint (at most 10) for chosen events; it gets its own signing secret',
  request: body(endpointInput),
  responses: { 201: { description: 'Added', ...json(endpoint) }, ...errorResponses(400, 401, 403, 409) },
});
const editEndpointRoute = createRoute({
  method: 'put',
  path: '/webhooks/{id}',
  operationId: 'updateWebhookEndpoint',
  ...cookieOnly,
  tags,
  summary: 'Change an endpoint: URL, events, description, on or off',
  request: { ...idParam, ...body(endpointInput) },
  responses: { 200: { description: 'Saved', ...json(endpoint) }, ...errorResponses(400, 401, 403, 404) },
});
const deleteEndpointRoute = createRoute({
  method: 'delete',
  path: '/webhooks/{id}',
  operationId: 'deleteWebhookEndpoint',
  ...cookieOnly,
  tags,
  summary: 'Delete an endpoint and its delivery log; pending deliveries stop',
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403, 404) },
});
const testEndpointRoute = createRoute({
  method: 'post',
  path: '/webhooks/{id}/test',
  operationId: 'testWebhookEndpoint',
  ...cookieOnly,
  tags,
  summary: 'Send a webhook.test event now (one attempt, within 10 s) and answer how it went',
  request: idParam,
  responses: {
    200: { description: 'The delivery', ...json(delivery) },
    ...errorResponses(400, 401, 403, 404),
  },
});
const deliveriesRoute = createRoute({
  method: 'get',
  path: '/webhooks/{id}/deliveries',
  operationId: 'listWebhookDeliveries',
  ...cookieOnly,
  tags,
  summary: "The endpoint's latest 50 deliveries, newest first, with each one's latest response",
  request: idParam,
  responses: {
    200: { description: 'Deliveries', ...json(webhookDeliveryListView.openapi('WebhookDeliveryList')) },
    ...errorResponses(400, 401, 403, 404),
  },
});
const retryRoute = createRoute({
  method: 'post',
  path: '/webhooks/{id}/deliveries/{deliveryId}/retry',
  operationId: 'retryWebhookDelivery',
  ...cookieOnly,
  tags,
  summary: 'Send a finished delivery again now, with the same webhook-id (409 while it is still retrying)',
  request: deliveryParams,
  responses: {
    200: { description: 'The delivery', ...json(delivery) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const listKeysRoute = createRoute({
  method: 'get',
  path: '/api-keys',
  operationId: 'listApiKeys',
  ...cookieOnly,
  tags,
  summary: "The expert's API keys by name and prefix, with their last use (never the key)",
  responses: {
    200: { description: 'Keys', ...json(apiKeyListView.openapi('ApiKeyList')) },
    ...errorResponses(401, 403),
  },
});
const createKeyRoute = createRoute({
  method: 'post',
  path: '/api-keys',
  operationId: 'createApiKey',
  ...cookieOnly,
  tags,
  summary: 'Make an API key (at most 10); the answer is the only time the whole key is shown',
  request: body(apiKeyInput.openapi('ApiKeyInput')),
  responses: {
    201: { description: 'Made', ...json(createdApiKeyView.openapi('CreatedApiKey')) },
    ...errorResponses(400, 401, 403, 409),
  },
});
const revokeKeyRoute = createRoute({
  method: 'delete',
  path: '/api-keys/{id}',
  operationId: 'revokeApiKey',
  ...cookieOnly,
  tags,
  summary: 'Revoke a key: it stops working at once and its REST-hook subscriptions are removed',
  request: idParam,
  responses: { 204: { description: 'Revoked' }, ...errorResponses(400, 401, 403, 404) },
});

export function integrationRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const deliver = { db, config: deps.config };
  const router = createRouter();
  router.use('*', requireUser(deps), requireSessionCookie);
  router.openapi(listEndpointsRoute, async (c) =>
    c.json({ endpoints: await listEndpoints(db, c.get('user').id) }, 200),
  );
  router.openapi(addEndpointRoute, async (c) =>
    c.json(await addEndpoint(db, deps.config, c.get('user').id, c.req.valid('json')), 201),
  );
  router.openapi(editEndpointRoute, async (c) =>
    c.json(
      await editEndpoint(db, deps.config, c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  router.openapi(deleteEndpointRoute, async (c) => {
    await deleteEndpoint(db, c.get('user').id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  router.openapi(testEndpointRoute, async (c) =>
    c.json(await sendTest(deliver, c.get('user').id, c.req.valid('param').id, deps.clock.now()), 200),
  );
  router.openapi(deliveriesRoute, async (c) =>
    c.json({ deliveries: await listDeliveries(db, c.get('user').id, c.req.valid('param').id) }, 200),
  );
  router.openapi(retryRoute, async (c) => {
    const { id, deliveryId } = c.req.valid('param');
    return c.json(await retryDelivery(deliver, c.get('user').id, id, deliveryId, deps.clock.now()), 200);
  });
  router.openapi(listKeysRoute, async (c) => c.json({ keys: await listApiKeys(db, c.get('user').id) }, 200));
  router.openapi(createKeyRoute, async (c) =>
    c.json(await createApiKey(db, c.get('user').id, c.req.valid('json')), 201),
  );
  router.openapi(revokeKeyRoute, async (c) => {
    await revokeApiKey(db, c.get('user').id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
