import { createRoute, z } from '@hono/zod-openapi';
import { contactInput } from '../../../domain/support/contact-input';
import type { AppDeps } from '../../deps';
import { clientAddress } from '../../http/client-address';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { anonymous, body, json } from '../../http/route-parts';
import { sendContactMessage } from './contact-service';

const sentView = z.object({ message: z.string() }).openapi('ContactMessageSent');

const contactRoute = createRoute({
  method: 'post',
  path: '/contact',
  operationId: 'sendContactMessage',
  ...anonymous,
  tags: ['account'],
  summary: "The /contact form: emails the operator's support address and answers the sender",
  request: body(contactInput),
  responses: { 202: { description: 'Queued', ...json(sentView) }, ...errorResponses(400, 429) },
});

export function contactRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(contactRoute, async (c) => {
    const message = await sendContactMessage(
      deps,
      c.req.valid('json'),
      clientAddress(c, deps.config.trustProxy),
    );
    return c.json({ message }, 202);
  });
  return router;
}
