// The team (spec doc 2, §2 Account, §4 Team member, §6 Team owner, §8 Team errors; issue 18).
// Zod-free: the server's start-up code imports these messages and limits.

export const TEAM_MESSAGES = {
  notOwner: 'You are not a team owner. This page is only available to team owners.',
  loadFailed: 'Error loading team members.',
  empty: 'No team members yet.',
  createFailed: 'Failed to create user. Please try again.',
  loginAsFailed: 'Failed to login as team member: ',
  notFound: 'Team member not found',
  notOnYourself: 'You cannot do this to your own account',
  memberDisabled: 'This team member is disabled',
  emailTaken: 'A user with this email already exists',
  tokenInvalid: 'This sign-in link is not valid or has expired',
  notDuringImpersonation: 'This cannot be changed while signed in as a team member',
  // spec §5 Profile: the new-user form's names are 2 to 40, but its short message says 1.
  nameShort: 'Too short, please use at least 1 character',
  nameLong: 'Too long, please limit the name to 40 characters',
} as const;

export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 40;
export const DEFAULT_COUNTRY = 'US';

/** How long a 'Log in as' token may wait before it is used (single use). */
export const LOGIN_AS_TOKEN_TTL_MS = 60_000;
/** spec (issue 18): an impersonation ends at the latest after one hour. */
export const IMPERSONATION_MAX_MS = 60 * 60_000;

/** A user owns a team when their team id (spec: teamOwner) is their own id (ADR 046). */
export function isTeamOwner(user: { id: string; teamOwnerId: string | null }): boolean {
  return user.teamOwnerId === user.id;
}

/** The public message of a disabled member's booking page (issue 18: it stops taking bookings). */
export const PAGE_UNAVAILABLE = 'This booking page is not taking bookings at the moment.';
/** The error code the API answers it with, so the page can say it calmly (no 'Try again'). */
export const PAGE_UNAVAILABLE_CODE = 'page_unavailable';
