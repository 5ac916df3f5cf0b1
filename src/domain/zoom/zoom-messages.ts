// Zoom's words (spec doc 2 §8, Video-meeting errors). Zod-free: the server's start-up code and
// the jobs import it.

export const ZOOM_AUTH_PROBLEM =
  'There is a problem with your Zoom credentials. Please re-connect your Zoom account.';

/** spec §8: connect or disconnect failures. */
export const ZOOM_SOMETHING_WRONG = 'Something went wrong.';

/** The return page's state did not match one this expert started (or it expired, or was used). */
export const ZOOM_INVALID_STATE = 'Invalid state';

export const ZOOM_NOT_SET_UP = 'Zoom is not set up on this Slotwise installation.';

/** The spec's return page (doc 2 §2: /settings/scheduling/zoom-oauth). */
export const ZOOM_OAUTH_RETURN_PATH = '/settings/scheduling/zoom-oauth';
