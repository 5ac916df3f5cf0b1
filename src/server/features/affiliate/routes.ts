import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { affiliateSsoLinkView, affiliateView } from '../../../domain/support/views';
import { users } from '../../db/schema/auth';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { AppError, errorResponses, notFound } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { json, signedIn } from '../../http/route-parts';
import { AffiliateLinkUnavailable } from '../../integrations/affiliates/adapter';

// spec doc 2 §2 Account, §6, §7 rewardfulGetSsoLink: the Affiliate program card's 'Open dashboard'.

export const AFFILIATE_MESSAGES = {
  notAffiliate: 'You are not part of the affiliate program',
  unavailable: 'The affiliate dashboard cannot be opened right now. Please try again later.',
} as const;

const tags = ['account'];

const getRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getAffiliate',
  ...signedIn,
  tags,
  summary: "The user's affiliate id, or null when they are not an affiliate",
  responses: {
    200: { description: 'Affiliate', ...json(affiliateView.openapi('Affiliate')) },
    ...errorResponses(401),
  },
});
const ssoRoute = createRoute({
  method: 'post',
  path: '/sso-link',
  operationId: 'rewardfulGetSsoLink',
  ...signedIn,
  tags,
  summary: "A single-sign-on link to the affiliate's dashboard at the provider, to open in a new tab",
  responses: {
    200: { description: 'Link', ...json(affiliateSsoLinkView.openapi('AffiliateSsoLink')) },
    ...errorResponses(401, 404, 409),
  },
});

async function affiliateIdOf(deps: AppDeps, userId: string): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ id: users.rewardfulAffiliateId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.id ?? null;
}

export function affiliateRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(getRoute, async (c) =>
    c.json({ affiliateId: await affiliateIdOf(deps, c.get('user').id) }, 200),
  );
  router.openapi(ssoRoute, async (c) => {
    const affiliateId = await affiliateIdOf(deps, c.get('user').id);
    if (!affiliateId) throw notFound(AFFILIATE_MESSAGES.notAffiliate);
    try {
      return c.json({ url: await deps.affiliates.ssoLink(affiliateId) }, 200);
    } catch (error) {
      if (!(error instanceof AffiliateLinkUnavailable)) throw error;
      deps.log.warn('affiliate sso link unavailable', { reason: error.message });
      throw new AppError(409, 'affiliate_unavailable', AFFILIATE_MESSAGES.unavailable);
    }
  });
  return router;
}
