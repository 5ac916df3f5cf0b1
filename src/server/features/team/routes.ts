import { createRoute, z } from '@hono/zod-openapi';
import {
  loginAsTokenView,
  memberDisabledInput,
  newUserInput,
  teamView,
} from '../../../domain/team/new-user-input';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireSessionCookie, requireUser } from '../../http/require-user';
import { body, cookieOnly, idParam, json } from '../../http/route-parts';
import * as service from './service';

// /api/team (issue 18, ADR 046): team owners only (403 'You are not a team owner…' for everyone
// else); the session cookie only, since 'Log in as' signs a browser in.

const tags = ['team'];
const team = teamView.openapi('Team');

const listRoute = createRoute({
  method: 'get',
  path: '/members',
  operationId: 'listTeamMembers',
  ...cookieOnly,
  tags,
  summary: 'The team: the owner and their members, with booking page and status',
  responses: { 200: { description: 'Team', ...json(team) }, ...errorResponses(401, 403) },
});
const createMemberRoute = createRoute({
  method: 'post',
  path: '/members',
  operationId: 'createTeamMember',
  ...cookieOnly,
  tags,
  summary:
    'Add a member (teamsCreateUser): an account with its own booking page and an invitation email to set a password',
  request: body(newUserInput.openapi('NewUserInput')),
  responses: {
    201: { description: 'Added', ...json(z.object({ id: z.string() })) },
    ...errorResponses(400, 401, 403, 409),
  },
});
const disabledRoute = createRoute({
  method: 'put',
  path: '/members/{id}/disabled',
  operationId: 'setTeamMemberDisabled',
  ...cookieOnly,
  tags,
  summary: 'Disable (signs them out, stops their booking page) or enable a member; never oneself',
  request: { ...idParam, ...body(memberDisabledInput) },
  responses: { 200: { description: 'The team', ...json(team) }, ...errorResponses(400, 401, 403, 404) },
});
const tokenRoute = createRoute({
  method: 'post',
  path: '/members/{id}/login-token',
  operationId: 'createTeamLoginToken',
  ...cookieOnly,
  tags,
  summary:
    "'Log in as' (teamsLoginSubstituteUser): a single-use token, valid for a minute, for POST /session/impersonation",
  request: idParam,
  responses: {
    201: { description: 'Token', ...json(loginAsTokenView) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function teamRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps), requireSessionCookie);
  const db = deps.database.db;
  router.openapi(listRoute, async (c) => c.json(await service.listTeamMembers(db, c.get('user').id), 200));
  router.openapi(createMemberRoute, async (c) => {
    const created = await service.createTeamMember(
      { db, auth: deps.auth },
      c.get('user').id,
      c.req.valid('json'),
      deps.clock.now(),
    );
    return c.json(created, 201);
  });
  router.openapi(disabledRoute, async (c) => {
    const ownerId = c.get('user').id;
    await service.setMemberDisabled(
      db,
      ownerId,
      c.req.valid('param').id,
      c.req.valid('json').disabled,
      deps.clock.now(),
    );
    return c.json(await service.listTeamMembers(db, ownerId), 200);
  });
  router.openapi(tokenRoute, async (c) => {
    const token = await service.createLoginToken(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      deps.clock.now(),
    );
    return c.json(token, 201);
  });
  return router;
}
