import { createHash, randomBytes } from 'node:crypto';
import { MINUTE_MS } from '../../../domain/time/instant';
import {
  ZOOM_INVALID_STATE,
  ZOOM_NOT_SET_UP,
  ZOOM_OAUTH_RETURN_PATH,
  ZOOM_SOMETHING_WRONG,
} from '../../../domain/zoom/zoom-messages';
import type { ZoomAccountView, ZoomConnectInput, ZoomStatusView } from '../../../domain/zoom/zoom-view';
import { badRequest, conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { type ZoomAdapter, ZoomAuthError } from '../../integrations/zoom/port';
import { sealCredentials } from '../calendars/connections';
import { queueZoomSync } from './meeting-queue';
import * as repo from './repository';
import type { ZoomDeps } from './zoom-deps';

export type { ZoomDeps };

// Connecting Zoom (spec doc 2 §7: 'Video-meeting authorisation redirect with client id, redirect
// uri, response type code and a stored random state'), its status and disconnecting (ADR 044).

export const OAUTH_STATE_TTL_MS = 10 * MINUTE_MS;

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');
export const zoomRedirectUri = (deps: Pick<ZoomDeps, 'config'>) =>
  `${deps.config.publicUrl}${ZOOM_OAUTH_RETURN_PATH}`;

function adapterOf(deps: ZoomDeps): ZoomAdapter {
  if (!deps.zoom) throw conflict(ZOOM_NOT_SET_UP);
  return deps.zoom;
}

export function toAccountView(row: repo.ZoomAccountRow): ZoomAccountView {
  return {
    id: row.id,
    email: row.email,
    hasAuthError: row.hasAuthError,
    connectedAt: row.connectedAt.toISOString(),
  };
}

export async function getZoomStatus(deps: ZoomDeps, userId: string): Promise<ZoomStatusView> {
  const row = await repo.findZoomAccount(deps.db, userId);
  return { available: deps.zoom !== null, account: row ? toAccountView(row) : null };
}

/** Zoom's consent page, with a random state stored (hashed) for this expert for 10 minutes. */
export async function startZoomOauth(deps: ZoomDeps, userId: string, now: number): Promise<{ url: string }> {
  const adapter = adapterOf(deps);
  const state = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await repo.deleteExpiredOauthStates(tx, new Date(now));
    await repo.insertOauthState(tx, {
      stateHash: hashState(state),
      userId,
      expiresAt: new Date(now + OAUTH_STATE_TTL_MS),
    });
  });
  return { url: adapter.authorizeUrl(state, zoomRedirectUri(deps)) };
}

/**
 * The return page's code and state: the state must be one this expert started (used once, within
 * 10 minutes). The code becomes tokens, stored encrypted; a reconnect replaces the account's
 * identity and tokens and clears its problem, and sessions still waiting for a meeting get one.
 */
export async function connectZoom(
  deps: ZoomDeps,
  userId: string,
  input: ZoomConnectInput,
  now: number,
): Promise<{ created: boolean; account: ZoomAccountView }> {
  const adapter = adapterOf(deps);
  if (!(await repo.takeOauthState(deps.db, userId, hashState(input.state), new Date(now)))) {
    throw badRequest(ZOOM_INVALID_STATE);
  }
  let connected: Awaited<ReturnType<ZoomAdapter['exchangeCode']>>;
  try {
    connected = await adapter.exchangeCode(input.code, zoomRedirectUri(deps));
  } catch (error) {
    // spec §8: connect failures read 'Something went wrong.'
    if (error instanceof ZoomAuthError) throw badRequest(ZOOM_SOMETHING_WRONG);
    deps.log.warn('zoom connect failed', { err: error });
    throw conflict(ZOOM_SOMETHING_WRONG);
  }
  const credentials = sealCredentials(deps, { ...connected.tokens });
  return deps.db.transaction(async (tx) => {
    const existing = await repo.findZoomAccount(tx, userId, 'update');
    const values = {
      externalId: connected.user.id,
      email: connected.user.email,
      credentials,
      connectedAt: new Date(now),
    };
    let id: string;
    if (existing) {
      id = existing.id;
      await repo.replaceZoomAccount(tx, id, values);
    } else {
      id = newId();
      await repo.insertZoomAccount(tx, {
        id,
        userId,
        type: 'conferencing',
        provider: 'zoom',
        ...values,
        credentials: credentials as unknown as Record<string, unknown>,
      });
    }
    for (const session of await repo.listSessionsWantingMeetings(tx, userId, new Date(now))) {
      await queueZoomSync(tx, session.id, `connect:${id}:${now}`, now);
    }
    const row = await repo.findZoomAccount(tx, userId);
    return { created: !existing, account: toAccountView(row!) };
  });
}

/**
 * Disconnect: the account and its tokens go; a default of Zoom goes back to built-in video.
 * Meetings already made stay at Zoom (their links keep working for the sessions that have them).
 */
export async function disconnectZoom(deps: ZoomDeps, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteZoomAccount(tx, userId))) throw notFound();
    await repo.resetZoomDefault(tx, userId);
  });
}
