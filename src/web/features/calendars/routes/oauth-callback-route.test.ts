import { describe, expect, it, vi } from 'vitest';
import { postOAuthResult } from './oauth-callback-route';

function popupWindow(opener: { postMessage: ReturnType<typeof vi.fn> } | null) {
  return {
    opener,
    location: { origin: 'https://app.slotwise.test' },
    close: vi.fn(),
  } as unknown as Window & {
    close: ReturnType<typeof vi.fn>;
  };
}

describe('/oauth-callback', () => {
  it('posts the code, state and error to its opener, for this origin only, then closes', () => {
    const opener = { postMessage: vi.fn() };
    const win = popupWindow(opener);
    expect(postOAuthResult(new URLSearchParams('code=4%2F0Ab&state=s.sig&scope=email'), win)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'slotwise:oauth', code: '4/0Ab', state: 's.sig', error: null },
      'https://app.slotwise.test',
    );
    expect(win.close).toHaveBeenCalledTimes(1);
  });

  it('passes on a refusal, and does nothing without an opener', () => {
    const opener = { postMessage: vi.fn() };
    postOAuthResult(new URLSearchParams('error=access_denied&state=s'), popupWindow(opener));
    expect(opener.postMessage.mock.calls[0]![0]).toEqual({
      type: 'slotwise:oauth',
      code: null,
      state: 's',
      error: 'access_denied',
    });
    const alone = popupWindow(null);
    expect(postOAuthResult(new URLSearchParams('code=c&state=s'), alone)).toBe(false);
    expect(alone.close).not.toHaveBeenCalled();
  });
});
