import { createHash, randomBytes } from 'node:crypto';
import { suggestSlug } from '../../../domain/booking-page/slug';
import { canUse } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import type { NewUserValues, TeamView } from '../../../domain/team/new-user-input';
import { isTeamOwner, LOGIN_AS_TOKEN_TTL_MS, TEAM_MESSAGES } from '../../../domain/team/team-rules';
import type { Auth } from '../../auth/auth';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { RESET_PASSWORD_PATH } from '../auth/service';
import { insertPage, isSlugTaken } from '../booking-page/repository';
import * as repo from './repository';

// The team (issue 18, ADR 046): owners list, add, enable and disable their members and get a
// 'Log in as' token. Every function starts from the signed-in owner; a member of another team
// answers 404 like one that does not exist.

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The signed-in user, when they own a team (else 403 with the spec's sentence) and their plan has
 * team management (spec doc 1 §6: 'The Team tab requires the teamManagement feature'; else 403
 * with the upgrade message: upgrading would not make someone else an owner, so that comes first).
 */
export async function requireTeamOwner(db: DbOrTx, userId: string): Promise<void> {
  const user = await repo.findTeamUser(db, userId);
  if (!user || !isTeamOwner(user)) throw forbidden(TEAM_MESSAGES.notOwner);
  if (!canUse(user.pricingPlanId, 'teamManagement')) throw forbidden(upgradeMessage('teamManagement'));
}

export async function listTeamMembers(db: Db, ownerId: string): Promise<TeamView> {
  await requireTeamOwner(db, ownerId);
  const rows = await repo.listTeam(db, ownerId);
  return {
    members: rows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      bookingPageSlug: r.bookingPageSlug,
      disabled: r.disabled,
      isYou: r.id === ownerId,
    })),
  };
}

/** A free slug from the member's names: ada-lovelace, then ada-lovelace-2, … */
async function freeSlug(db: DbOrTx, firstName: string, lastName: string): Promise<string> {
  const base = suggestSlug(firstName, lastName).slice(0, 36).replace(/-+$/, '');
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await isSlugTaken(db, slug))) return slug;
  }
  return `${base}-${newId(6).toLowerCase()}`;
}

/**
 * spec (teamsCreateUser): a new member with their own booking page, and an invitation to set a
 * password (better-auth's reset link, worded as an invitation for an account without one).
 */
export async function createTeamMember(
  deps: { db: Db; auth: Auth },
  ownerId: string,
  input: NewUserValues,
  now: Date,
): Promise<{ id: string }> {
  await requireTeamOwner(deps.db, ownerId);
  const email = input.email.toLowerCase();
  const id = newId();
  try {
    await deps.db.transaction(async (tx) => {
      await repo.insertMember(tx, {
        id,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        emailVerified: false,
        country: input.country,
        teamOwnerId: ownerId,
        createdAt: now,
        updatedAt: now,
      });
      const slug = await freeSlug(tx, input.firstName, input.lastName);
      await insertPage(tx, {
        id: newId(),
        userId: id,
        slug,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: `${input.firstName} ${input.lastName}`,
        currency: 'USD',
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique'))
      throw conflict(TEAM_MESSAGES.emailTaken, { email: TEAM_MESSAGES.emailTaken });
    throw error;
  }
  await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PASSWORD_PATH } });
  return { id };
}

/** spec (§4): enabled or disabled by the owner, never on oneself; disabling signs them out. */
export async function setMemberDisabled(
  db: Db,
  ownerId: string,
  memberId: string,
  disabled: boolean,
  now: Date,
): Promise<void> {
  await requireTeamOwner(db, ownerId);
  if (memberId === ownerId) throw badRequest(TEAM_MESSAGES.notOnYourself);
  const member = await repo.findMember(db, ownerId, memberId);
  if (!member) throw notFound(TEAM_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    await repo.setDisabled(tx, memberId, disabled, now);
    if (disabled) await repo.deleteSessionsOf(tx, memberId);
  });
}

/** spec (teamsLoginSubstituteUser): a single-use token, valid for a minute, for one member. */
export async function createLoginToken(
  db: Db,
  ownerId: string,
  memberId: string,
  now: Date,
): Promise<{ token: string }> {
  await requireTeamOwner(db, ownerId);
  if (memberId === ownerId) throw badRequest(TEAM_MESSAGES.notOnYourself);
  const member = await repo.findMember(db, ownerId, memberId);
  if (!member) throw notFound(TEAM_MESSAGES.notFound);
  if (member.disabled) throw conflict(TEAM_MESSAGES.memberDisabled);
  const token = randomBytes(32).toString('base64url');
  await repo.insertLoginToken(db, {
    tokenHash: hashToken(token),
    ownerId,
    memberId,
    expiresAt: new Date(now.getTime() + LOGIN_AS_TOKEN_TTL_MS),
    createdAt: now,
  });
  return { token };
}

/** Uses a token once: who it lets in as whom, or 400 when unknown, used or expired. */
export async function consumeLoginToken(db: DbOrTx, token: string, now: Date) {
  const row = await repo.consumeLoginToken(db, hashToken(token), now);
  if (!row) throw badRequest(TEAM_MESSAGES.tokenInvalid);
  return row;
}
