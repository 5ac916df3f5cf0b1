import { z } from 'zod';
import { instantField } from '../group-sessions/group-session-fields';
import { locationChoice } from '../locations/location-choice';
import { messageField } from '../public-booking/booking-input';
import { floorToMinute } from '../time/instant';
import { SESSION_MESSAGES } from './session-messages';
import { SESSION_LISTS } from './session-view';

// The expert's changes to a session (doc 1, §5), one schema for the form and the API. The
// message is the one the client's booking form takes: optional, trimmed, at most 800 characters
// ('Too long, please limit the message to 800 characters').

export const cancelSessionInput = z.object({ message: messageField });
export type CancelSessionInput = z.input<typeof cancelSessionInput>;

export interface RescheduleRule {
  /** The session's start now; moving it there is no change. */
  originalStart?: string | Date;
  /** When "in the future" is judged; the moment of parsing by default. */
  now?: () => number;
}

/**
 * spec §5: the new start is required, differs from the original and lies in the future (at
 * minute precision, as everywhere a start is compared). Null when it passes.
 */
export function rescheduleStartError(start: string, rule: RescheduleRule): string | null {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return null; // unreadable dates have their own message
  if (rule.originalStart !== undefined && at === new Date(rule.originalStart).getTime()) {
    return SESSION_MESSAGES.sameTime;
  }
  if (floorToMinute(at) <= floorToMinute((rule.now ?? Date.now)())) return SESSION_MESSAGES.startInPast;
  return null;
}

/** The API checks the original start again under the session's row lock. */
export function rescheduleSessionInput(rule: RescheduleRule = {}) {
  return z
    .object({
      start: z.preprocess((v) => v ?? '', instantField),
      message: messageField,
    })
    .superRefine((value, ctx) => {
      const error = rescheduleStartError(value.start, rule);
      if (error) ctx.addIssue({ code: 'custom', path: ['start'], message: error });
    });
}
export type RescheduleSessionInput = z.input<ReturnType<typeof rescheduleSessionInput>>;

/** Change location: built-in video, Zoom (when connected), a custom location or the default. */
export const changeSessionLocationInput = locationChoice;
export type ChangeSessionLocationInput = z.input<typeof changeSessionLocationInput>;

/** ?list=upcoming|past|cancelled&page=N of GET /api/sessions. */
export const sessionPageQuery = z.object({
  list: z.enum(SESSION_LISTS).default('upcoming'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type SessionPageQuery = z.infer<typeof sessionPageQuery>;
