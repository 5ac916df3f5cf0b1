import { z } from 'zod';
import { canUse, limitFor, type PlanRef } from '../plans/access';
import { text } from '../shared/strings';
import { floorToMinute } from '../time/instant';

// spec (doc 2, §5, §8 and §9): the words of the group session and series forms and screens.
export const GROUP_MESSAGES = {
  required: 'Required',
  invalidDate: 'Please enter a valid date',
  notANumber: 'Must be a number',
  groupSizeWhole: 'Group size must be a whole number',
  groupSizeMin: 'Group size must be greater than 0',
  startInPast: 'Start date must be in the future',
  endBeforeStart: 'End date must be greater than start',
  checkInputs: 'Please check your inputs.',
  sessionMissing: "Session doesn't exist",
  sessionGone: 'Session no longer exist',
  hasBookings: 'Session already has bookings',
  /** spec (doc 1, §8): deleting a group session that has bookings. */
  deleteHasBookings: 'Session has bookings',
  loadGroupSessionsFailed: 'Failed to load group sessions',
  loadSessionsFailed: 'Failed to load sessions',
  noUpcoming: 'No upcoming sessions scheduled',
  descriptionTooLong: 'Too long, please limit the description to 5000 characters',
} as const;

export const titleTooLong = (max: number) => `Too long, please limit the title to ${max} characters`;
export const groupSizeTooLarge = (max: number) => `Group sessions are limited to ${max} participants`;
/** Ours: the spec leaves max below the booked count open; we refuse it rather than overbook. */
export const groupSizeBelowBooked = (current: number) =>
  `Group size cannot be less than the ${current} ${current === 1 ? 'participant' : 'participants'} already booked`;

// spec (doc 2, §9): a new group session or series has room for 6.
export const DEFAULT_GROUP_SIZE = 6;
// Not in the spec; a plain-text description long enough for an agenda.
export const DESCRIPTION_MAX = 5000;

/** The plan's group limits (spec §6: largeSessionLimits, increasedPriceLimit). */
export function groupLimits(plan: PlanRef) {
  return {
    titleMax: limitFor(plan, 'groupTitleMax'),
    groupSizeMax: limitFor(plan, 'groupSizeMax'),
    increasedPrice: canUse(plan, 'increasedPriceLimit'),
  };
}

/** Required, trimmed, at most `max` characters. */
export function titleField(max: number) {
  return text(GROUP_MESSAGES.required).trim().min(1, GROUP_MESSAGES.required).max(max, titleTooLong(max));
}

/** Optional plain text; an empty description is stored as none. */
export const descriptionField = z
  .string({ error: () => GROUP_MESSAGES.required })
  .trim()
  .max(DESCRIPTION_MAX, GROUP_MESSAGES.descriptionTooLong)
  .default('')
  .transform((value) => value || null);

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** A number field whose missing value says 'Required' and whose wrong type says 'Must be a number'. */
export function numberField() {
  return z.number({
    error: (issue) => (isBlank(issue.input) ? GROUP_MESSAGES.required : GROUP_MESSAGES.notANumber),
  });
}

/** spec §5: required, above 0, at most 42 (500 with large session limits). */
export function groupSizeField(max: number) {
  return numberField()
    .int(GROUP_MESSAGES.groupSizeWhole)
    .min(1, GROUP_MESSAGES.groupSizeMin)
    .max(max, groupSizeTooLarge(max));
}

/** An ISO instant with its offset ('2026-11-24T10:00:00.000Z'). */
export const instantField = text(GROUP_MESSAGES.required)
  .min(1, GROUP_MESSAGES.required)
  .max(64, GROUP_MESSAGES.invalidDate)
  .pipe(z.iso.datetime({ offset: true, error: () => GROUP_MESSAGES.invalidDate }));

export interface StartRule {
  /** When the rule "start in the future" is judged; defaults to the moment of parsing. */
  now?: () => number;
  /**
   * The stored start when editing: keeping it is always allowed, so a session that has begun
   * can still get a new description.
   */
  keepStart?: string | Date | null;
}

/** spec §5: start in the future, compared at minute precision (10:30 is past from 10:30:00 on). */
export function isStartAllowed(start: string, rule: StartRule): boolean {
  const at = Date.parse(start);
  // An unreadable date has its own message.
  if (Number.isNaN(at)) return true;
  if (rule.keepStart && at === new Date(rule.keepStart).getTime()) return true;
  return floorToMinute(at) > floorToMinute((rule.now ?? Date.now)());
}

export function startField(rule: StartRule) {
  return instantField.refine((start) => isStartAllowed(start, rule), GROUP_MESSAGES.startInPast);
}

export const flagField = z.boolean({ error: () => GROUP_MESSAGES.required }).default(false);
