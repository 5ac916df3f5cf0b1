import type { WebhookEndpointView } from '../../../domain/integrations/integration-view';
import type { RestHookInput, WebhookEndpointValues } from '../../../domain/integrations/webhook-input';
import { WEBHOOK_MESSAGES } from '../../../domain/integrations/webhook-rules';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { deleteEndpoint, endpointView, insertEndpoint, updateEndpoint } from './webhook-endpoints';

// issue 15 (Integrations, ADR 038): what the routes ask of endpoints, beyond the shared schema.

/** In production a receiver is https (plain http would carry clients' data in the clear). */
function checkUrl(config: Pick<Config, 'webhooks'>, url: string) {
  if (!config.webhooks.allowPrivateNetworks && !url.startsWith('https://')) {
    throw badRequest(WEBHOOK_MESSAGES.httpsOnly, { url: WEBHOOK_MESSAGES.httpsOnly });
  }
}

export async function addEndpoint(
  db: Db,
  config: Pick<Config, 'webhooks'>,
  userId: string,
  values: WebhookEndpointValues,
): Promise<WebhookEndpointView> {
  checkUrl(config, values.url);
  const row = await insertEndpoint(db, userId, { ...values, source: 'dashboard', apiKeyId: null });
  return endpointView(db, row);
}

export async function editEndpoint(
  db: Db,
  config: Pick<Config, 'webhooks'>,
  userId: string,
  id: string,
  values: WebhookEndpointValues,
): Promise<WebhookEndpointView> {
  checkUrl(config, values.url);
  return endpointView(db, await updateEndpoint(db, userId, id, values));
}

/** REST hooks: a subscription is an endpoint for one event, owned by the key that made it. */
export async function subscribe(
  db: Db,
  config: Pick<Config, 'webhooks'>,
  owner: { userId: string; apiKeyId: string },
  input: RestHookInput,
) {
  checkUrl(config, input.url);
  const row = await insertEndpoint(db, owner.userId, {
    url: input.url,
    description: null,
    events: [input.event],
    enabled: true,
    source: 'rest-hook',
    apiKeyId: owner.apiKeyId,
  });
  return { id: row.id, event: input.event, url: row.url, secret: row.secret };
}

/** Unsubscribing reaches only the key's own REST hooks. */
export async function unsubscribe(db: Db, owner: { userId: string; apiKeyId: string }, id: string) {
  await deleteEndpoint(db, owner.userId, id, { source: 'rest-hook', apiKeyId: owner.apiKeyId });
}
