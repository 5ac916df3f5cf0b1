import { createRoute } from '@hono/zod-openapi';
import { feedbackTokenView, markWhatsNewReadInput, whatsNewView } from '../../../domain/support/views';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, json, signedIn } from '../../http/route-parts';
import { feedbackWidgetKey, signFeedbackToken } from './feedback-token';
import { getWhatsNew, markWhatsNewRead } from './service';

const tags = ['account'];
const view = whatsNewView.openapi('WhatsNew');

const getRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getWhatsNew',
  ...signedIn,
  tags,
  summary: 'The release notes, newest first, each marked read or not for the user, and the unread count',
  responses: { 200: { description: "What's new", ...json(view) }, ...errorResponses(401) },
});
const readRoute = createRoute({
  method: 'post',
  path: '/read',
  operationId: 'markWhatsNewRead',
  ...signedIn,
  tags,
  summary: 'Mark release notes read (ids that are not release notes are ignored)',
  request: body(markWhatsNewReadInput),
  responses: { 200: { description: "What's new", ...json(view) }, ...errorResponses(400, 401) },
});
const tokenRoute = createRoute({
  method: 'post',
  path: '/feedback-token',
  operationId: 'getFeedbackWidgetToken',
  ...signedIn,
  tags,
  summary:
    "The feedback widget's single-sign-on token (HS256 JWT naming the user); empty when not configured",
  responses: {
    200: { description: 'Token', ...json(feedbackTokenView.openapi('FeedbackWidgetToken')) },
    ...errorResponses(401),
  },
});

export function whatsNewRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(getRoute, async (c) => c.json(await getWhatsNew(deps.database.db, c.get('user').id), 200));
  router.openapi(readRoute, async (c) => {
    const { ids } = c.req.valid('json');
    return c.json(await markWhatsNewRead(deps, c.get('user').id, ids), 200);
  });
  router.openapi(tokenRoute, (c) => {
    const key = feedbackWidgetKey(
      deps.config.feedbackWidgetSecret,
      deps.config.env,
      deps.secrets.linkSigningKey,
    );
    const token = key ? signFeedbackToken(c.get('user'), key, deps.clock.now().getTime()) : '';
    return c.json({ token }, 200);
  });
  return router;
}
