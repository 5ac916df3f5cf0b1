import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CALENDAR_INTERRUPTED,
  CALENDAR_PERMISSIONS_MISSING,
  CALENDAR_POPUP_BLOCKED,
  calendarLimitReached,
} from '../../../domain/calendar/accounts';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/shared/messages';
import { ApiError } from '../../lib/api-client';
import { oauthFailureMessage } from './calendar-messages';
import {
  OAUTH_MESSAGE_TYPE,
  OAuthPopupError,
  openOAuthPopup,
  popupFeatures,
  stateOf,
  waitForOAuthResult,
} from './oauth-popup';

const ORIGIN = 'https://app.slotwise.test';
const TEN_MINUTES = 10 * 60 * 1000;

type FakePopup = { closed: boolean; close: ReturnType<typeof vi.fn> };

/** The opener: a window's events, origin and timers (the fake timers of the test). */
function fakeOpener(opened: FakePopup | null = null) {
  const events = new EventTarget();
  const open = vi.fn((_url?: string, _target?: string, _features?: string) => opened);
  const opener = Object.assign(events, {
    location: { origin: ORIGIN },
    screenX: 100,
    screenY: 50,
    outerWidth: 1400,
    outerHeight: 900,
    open,
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: number) => clearInterval(id),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  });
  return opener as unknown as Window & { open: typeof open };
}

function fakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  return popup;
}

const post = (opener: Window, data: unknown, origin = ORIGIN) =>
  opener.dispatchEvent(new MessageEvent('message', { data, origin }));

const answer = (fields: { code?: string | null; state?: string | null; error?: string | null }) => ({
  type: OAUTH_MESSAGE_TYPE,
  code: null,
  state: null,
  error: null,
  ...fields,
});

/** The waiter's outcome so far: still waiting, its value, or its error. */
function track<T>(promise: Promise<T>) {
  const result: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(result, { value, done: true }),
    (error) => Object.assign(result, { error, done: true }),
  );
  return result;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the sign-in popup', () => {
  it('opens a 600×600 window centred on the page, before anything is awaited', () => {
    const popup = fakePopup();
    const opener = fakeOpener(popup);
    expect(openOAuthPopup(opener)).toBe(popup);
    expect(opener.open).toHaveBeenCalledWith(
      '',
      'slotwise-oauth',
      'popup=yes,width=600,height=600,left=500,top=200',
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 500 })).toBe(
      'popup=yes,width=600,height=600,left=0,top=0',
    );
  });

  it('says the browser blocked it when window.open answers null', () => {
    const opener = fakeOpener(null);
    let thrown: unknown;
    try {
      openOAuthPopup(opener);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(OAuthPopupError);
    expect((thrown as OAuthPopupError).reason).toBe('blocked');
    expect(oauthFailureMessage(thrown)).toBe(CALENDAR_POPUP_BLOCKED);
  });

  it("resolves with the code and state of this origin's message, and closes the popup", async () => {
    const opener = fakeOpener();
    const popup = fakePopup();
    const result = track(
      waitForOAuthResult(popup as unknown as Window, { opener, expectedState: 'state-1' }),
    );
    // Another site's message, and messages that are not the callback's, are not the answer.
    post(opener, answer({ code: 'forged', state: 'state-1' }), 'https://evil.test');
    post(opener, { type: 'something-else', code: 'x', state: 'state-1' });
    post(opener, 'slotwise:oauth');
    await vi.advanceTimersByTimeAsync(1000);
    expect(result.done).toBe(false);

    post(opener, answer({ code: 'code-1', state: 'state-1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toEqual({ value: { code: 'code-1', state: 'state-1' }, done: true });
    expect(popup.close).toHaveBeenCalledTimes(1);
  });

  it('is interrupted when the popup is closed without a message', async () => {
    const opener = fakeOpener();
    const popup = fakePopup();
    const result = track(waitForOAuthResult(popup as unknown as Window, { opener }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(result.done).toBe(false);

    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(result.done).toBe(true);
    expect((result.error as OAuthPopupError).reason).toBe('closed');
    expect(oauthFailureMessage(result.error)).toBe(CALENDAR_INTERRUPTED);
  });

  it('still takes the message the callback posted just before closing itself', async () => {
    const opener = fakeOpener();
    const popup = fakePopup();
    const result = track(waitForOAuthResult(popup as unknown as Window, { opener }));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(result.done).toBe(false);
    post(opener, answer({ code: 'late', state: 's' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(result.value).toEqual({ code: 'late', state: 's' });
  });

  it('gives up after 10 minutes, closes the popup, and says the generic message', async () => {
    const opener = fakeOpener();
    const popup = fakePopup();
    const result = track(waitForOAuthResult(popup as unknown as Window, { opener }));
    await vi.advanceTimersByTimeAsync(TEN_MINUTES - 1);
    expect(result.done).toBe(false);
    expect(popup.close).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect((result.error as OAuthPopupError).reason).toBe('timeout');
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(oauthFailureMessage(result.error)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('is interrupted when the person says no (error=access_denied)', async () => {
    const opener = fakeOpener();
    const popup = fakePopup();
    const result = track(waitForOAuthResult(popup as unknown as Window, { opener }));
    post(opener, answer({ error: 'access_denied', state: 's' }));
    await vi.advanceTimersByTimeAsync(0);
    expect((result.error as OAuthPopupError).reason).toBe('denied');
    expect(oauthFailureMessage(result.error)).toBe(CALENDAR_INTERRUPTED);
  });

  it('treats another error, a missing code or another state as an internal error', async () => {
    for (const [fields, providerError] of [
      [{ error: 'server_error', state: 's' }, 'server_error'],
      [{ code: null, state: 's' }, null],
      [{ code: 'c', state: 'someone-elses' }, null],
    ] as const) {
      const opener = fakeOpener();
      const popup = fakePopup();
      const result = track(waitForOAuthResult(popup as unknown as Window, { opener, expectedState: 's' }));
      post(opener, answer(fields));
      await vi.advanceTimersByTimeAsync(0);
      expect(result.error).toEqual(new OAuthPopupError('invalid', providerError));
      expect(popup.close).toHaveBeenCalledTimes(1);
      expect(oauthFailureMessage(result.error)).toBe(GENERIC_ERROR_MESSAGE);
    }
  });

  it("reads the state of the server's consent address", () => {
    expect(stateOf('https://accounts.google.com/o/oauth2/v2/auth?client_id=a&state=abc.def')).toBe('abc.def');
    expect(stateOf('not a url')).toBeNull();
  });
});

describe('what a failed connect says', () => {
  it("shows the server's refusals in its words, and the generic message for the rest", () => {
    const limit = calendarLimitReached(2);
    expect(oauthFailureMessage(new ApiError(409, 'conflict', limit))).toBe(limit);
    expect(oauthFailureMessage(new ApiError(409, 'conflict', 'This account is already connected.'))).toBe(
      'This account is already connected.',
    );
    expect(oauthFailureMessage(new ApiError(400, 'bad_request', CALENDAR_PERMISSIONS_MISSING))).toBe(
      'Required permissions were not granted...',
    );
    // spec §8: an invalid state is an internal error.
    expect(oauthFailureMessage(new ApiError(400, 'bad_request', 'Invalid state'))).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(oauthFailureMessage(new ApiError(500, 'unexpected', 'boom'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(oauthFailureMessage(new TypeError('x'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
