import { useState } from 'react';
import type { CalendarAccountView } from '../../../../domain/calendar/accounts';
import { type OauthProvider, useConnectOauthCalendar } from '../api/connect-oauth-calendar';
import { oauthFailureMessage } from '../calendar-messages';
import { openOAuthPopup } from '../oauth-popup';

/**
 * Google or Microsoft through the sign-in popup (spec §7). `connect` must be called from the
 * click itself: it opens the popup before anything is awaited, or the browser blocks it.
 */
export function useOauthConnect(onConnected: (account: CalendarAccountView) => void) {
  const mutation = useConnectOauthCalendar();
  const [blocked, setBlocked] = useState<unknown>(null);

  const connect = (provider: OauthProvider, accountId?: string) => {
    setBlocked(null);
    mutation.reset();
    let popup: Window;
    try {
      popup = openOAuthPopup();
    } catch (failure) {
      setBlocked(failure);
      return;
    }
    mutation.mutate({ provider, accountId, popup }, { onSuccess: onConnected });
  };

  const failure = blocked ?? mutation.error;
  return {
    connect,
    /** The provider (and account) being connected, while the popup is open. */
    pending: mutation.isPending ? mutation.variables : undefined,
    error: failure ? oauthFailureMessage(failure) : null,
  };
}
