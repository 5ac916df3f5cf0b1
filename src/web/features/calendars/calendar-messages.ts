import {
  CALENDAR_INTERRUPTED,
  CALENDAR_PERMISSIONS_MISSING,
  CALENDAR_POPUP_BLOCKED,
  CALENDAR_PROVIDER_LABELS,
  type CalendarProvider,
} from '../../../domain/calendar/accounts';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/shared/messages';
import { ApiError } from '../../lib/api-client';
import { OAuthPopupError } from './oauth-popup';

/** spec doc 2 §8: connect and disconnect failures the screen has no better words for. */
export const CONNECT_FAILED = 'Something went wrong.';

/** Why a provider cannot be chosen: the installation has no app keys for it (the API's words). */
export const providerNotSetUp = (provider: CalendarProvider) =>
  `${CALENDAR_PROVIDER_LABELS[provider]} is not set up on this Slotwise installation.`;

/**
 * What a failed Google or Microsoft sign-in says (spec §8). The popup closed or the person said
 * no: the interrupted message; the popup refused: allow popups; the server's own refusals
 * (missing permissions, already connected, the limit, not set up) in its words; the internal
 * errors (timeout, invalid state, missing code, an unknown provider error) the generic message.
 */
export function oauthFailureMessage(error: unknown): string {
  if (error instanceof OAuthPopupError) {
    if (error.reason === 'blocked') return CALENDAR_POPUP_BLOCKED;
    if (error.reason === 'closed' || error.reason === 'denied') return CALENDAR_INTERRUPTED;
    return GENERIC_ERROR_MESSAGE;
  }
  if (error instanceof ApiError) {
    if (error.status === 409) return error.message;
    // The one 400 the spec words; any other ('Invalid state') is an internal error.
    if (error.status === 400 && error.message === CALENDAR_PERMISSIONS_MISSING) return error.message;
  }
  return GENERIC_ERROR_MESSAGE;
}

/**
 * The sync settings opened but a provider could not be reached to re-read an account's calendars
 * (our words; the spec names none): the saved list stays usable.
 */
export const calendarsNotRefreshed = (labels: string[]) =>
  `Your calendars could not be updated just now (${labels.join(', ')}). You can still choose from the calendars saved earlier, or close this and try again later.`;
