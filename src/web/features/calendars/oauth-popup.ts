import { OAUTH_POPUP } from '../../../domain/calendar/accounts';

// spec doc 2 §7: Google and Microsoft sign in through a 600×600 popup with a 10-minute timeout,
// which returns to /oauth-callback; that page posts what it came back with to this window.

/** The message /oauth-callback posts to the window that opened it (same origin only). */
export const OAUTH_MESSAGE_TYPE = 'slotwise:oauth';
export type OAuthMessage = {
  type: typeof OAUTH_MESSAGE_TYPE;
  code: string | null;
  state: string | null;
  error: string | null;
};

/**
 * Why no code came back: the browser refused the window (`blocked`), the person closed it
 * (`closed`) or said no on the consent screen (`denied`), ten minutes passed (`timeout`), or the
 * provider answered something we cannot use (`invalid`: another error, no code, another state).
 */
export type OAuthPopupFailure = 'blocked' | 'closed' | 'denied' | 'timeout' | 'invalid';

export class OAuthPopupError extends Error {
  constructor(
    readonly reason: OAuthPopupFailure,
    /** The provider's own `error` value, when it sent one. */
    readonly providerError: string | null = null,
  ) {
    super(`OAuth popup: ${reason}${providerError ? ` (${providerError})` : ''}`);
    this.name = 'OAuthPopupError';
  }
}

/** How often the opener looks whether the popup was closed. */
const CLOSED_POLL_MS = 500;
/**
 * /oauth-callback posts its message and then closes itself: the message may be handled a little
 * after the window is seen closed, so a closed popup is only an interruption after this grace.
 */
const CLOSED_GRACE_MS = 400;

/** Where the popup opens: 600×600, centred on the window that opens it. */
export function popupFeatures(opener: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>) {
  const { width, height } = OAUTH_POPUP;
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens the (still blank) sign-in window. Call it in the click handler itself, before anything
 * is awaited: browsers allow popups only while the click's user activation lasts. The address
 * is set once the server has made it (`popup.location.replace(url)`).
 */
export function openOAuthPopup(opener: Window = window): Window {
  const popup = opener.open('', 'slotwise-oauth', popupFeatures(opener));
  if (!popup) throw new OAuthPopupError('blocked');
  return popup;
}

/** The `state` of a consent screen address, to recognise the answer to this sign-in. */
export function stateOf(url: string): string | null {
  try {
    return new URL(url).searchParams.get('state');
  } catch {
    return null;
  }
}

function isOAuthMessage(data: unknown): data is OAuthMessage {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OAUTH_MESSAGE_TYPE
  );
}

/**
 * Waits for the popup's answer: resolves with its code and state, or rejects with an
 * OAuthPopupError. Only messages from this origin count; the popup is closed when it ends in
 * anything but its own message (timeout, a wrong answer).
 */
export function waitForOAuthResult(
  popup: Window,
  options: { opener?: Window; expectedState?: string | null; timeoutMs?: number } = {},
): Promise<{ code: string; state: string }> {
  const opener = options.opener ?? window;
  const timeoutMs = options.timeoutMs ?? OAUTH_POPUP.timeoutMs;
  return new Promise((resolve, reject) => {
    let settled = false;
    let closedSince: number | null = null;
    const finish = (outcome: () => void, closePopup: boolean) => {
      if (settled) return;
      settled = true;
      opener.removeEventListener('message', onMessage);
      opener.clearInterval(poll);
      opener.clearTimeout(timeout);
      if (closePopup && !popup.closed) popup.close();
      outcome();
    };
    const fail = (reason: OAuthPopupFailure, providerError: string | null = null) =>
      finish(() => reject(new OAuthPopupError(reason, providerError)), true);

    function onMessage(event: MessageEvent) {
      if (event.origin !== opener.location.origin || !isOAuthMessage(event.data)) return;
      const { code, state, error } = event.data;
      // spec §8: 'access_denied' is the person saying no (Google) or cancelling (Microsoft).
      if (error === 'access_denied') return fail('denied', error);
      if (error) return fail('invalid', error);
      if (!code || !state) return fail('invalid');
      if (options.expectedState && state !== options.expectedState) return fail('invalid');
      finish(() => resolve({ code, state }), true);
    }

    opener.addEventListener('message', onMessage);
    const poll = opener.setInterval(() => {
      if (!popup.closed) return;
      const now = Date.now();
      closedSince ??= now;
      if (now - closedSince >= CLOSED_GRACE_MS) fail('closed');
    }, CLOSED_POLL_MS);
    const timeout = opener.setTimeout(() => fail('timeout'), timeoutMs);
  });
}
