import { createRoute } from '@hono/zod-openapi';
import { meView } from '../../../domain/account/me-view';
import { photoPath } from '../../../domain/account/profile-rules';
import { canUse, getPlan } from '../../../domain/plans/access';
import { FEATURE_KEYS } from '../../../domain/plans/features';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { signedIn } from '../../http/route-parts';
import { getBookingPage, toView } from '../booking-page/service';
import { findAccountFlags, findUserName } from './repository';

const meSchema = meView.openapi('Me');

const meRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getAccount',
  ...signedIn,
  tags: ['account'],
  summary: 'The signed-in expert, their booking page and their plan',
  responses: {
    200: { description: 'Me', content: { 'application/json': { schema: meSchema } } },
    ...errorResponses(401),
  },
});

export function accountRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(meRoute, async (c) => {
    const user = c.get('user');
    const db = deps.database.db;
    const ownerId = c.get('impersonatedBy');
    const [page, account, owner] = await Promise.all([
      getBookingPage(db, user.id),
      findAccountFlags(db, user.id),
      ownerId ? findUserName(db, ownerId) : undefined,
    ]);
    const plan = getPlan(user.pricingPlanId);
    return c.json(
      {
        user: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          firstName: user.firstName,
          lastName: user.lastName,
          displayName: user.name,
          timezone: user.timezone,
          photoUrl: user.image ? photoPath(user.image, 200) : null,
          experimentalFeaturesEnabled: account.flags,
          teamOwner: account.teamOwner,
        },
        impersonation: owner ? { ownerName: owner.name, ownerEmail: owner.email } : null,
        bookingPage: page ? toView(page, deps.config.publicUrl) : null,
        plan: {
          id: plan.id,
          name: plan.name,
          type: plan.type,
          applicationFeePercentage: plan.applicationFeePercentage,
          features: Object.fromEntries(FEATURE_KEYS.map((k) => [k, canUse(plan, k)])),
        },
      },
      200,
    );
  });
  return router;
}
