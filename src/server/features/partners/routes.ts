import { createRoute, z } from '@hono/zod-openapi';
import { getPlan } from '../../../domain/plans/access';
import { partnerDashboardView, partnerLinkView } from '../../../domain/support/views';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses, notFound } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { idParam, json, signedIn } from '../../http/route-parts';
import * as repo from './repository';

// spec doc 2 §2 Account (Partner dashboard card), §3 Partner, §6 partner admin: only a partner's
// admins see it; for anyone else a partner answers 404, exactly like one that does not exist.

export const PARTNER_NOT_FOUND = 'Partner not found';
const tags = ['account'];

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listAdministeredPartners',
  ...signedIn,
  tags,
  summary: 'The partners the user administers, by name',
  responses: {
    200: { description: 'Partners', ...json(z.array(partnerLinkView.openapi('PartnerLink'))) },
    ...errorResponses(401),
  },
});
const dashboardRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getPartnerDashboard',
  ...signedIn,
  tags,
  summary: "A partner's dashboard: its name and the experts attached to it with plan and sign-up date",
  request: idParam,
  responses: {
    200: { description: 'Partner dashboard', ...json(partnerDashboardView.openapi('PartnerDashboard')) },
    ...errorResponses(400, 401, 404),
  },
});

export function partnerRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) =>
    c.json(await repo.listAdministeredPartners(deps.database.db, c.get('user').id), 200),
  );
  router.openapi(dashboardRoute, async (c) => {
    const db = deps.database.db;
    const partner = await repo.findAdministeredPartner(db, c.get('user').id, c.req.valid('param').id);
    if (!partner) throw notFound(PARTNER_NOT_FOUND);
    const experts = await repo.listPartnerExperts(db, partner.id);
    return c.json(
      {
        ...partner,
        experts: experts.map((e) => ({
          ...e,
          planId: getPlan(e.planId).id,
          planName: getPlan(e.planId).name,
          signedUpAt: e.signedUpAt.toISOString(),
        })),
      },
      200,
    );
  });
  return router;
}
