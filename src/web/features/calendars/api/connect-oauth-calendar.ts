import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarAccountView, OauthConnectInput } from '../../../../domain/calendar/accounts';
import { apiRequest } from '../../../lib/api-client';
import { stateOf, waitForOAuthResult } from '../oauth-popup';
import { CALENDARS_QUERY_KEY } from './get-calendar-accounts';

export type OauthProvider = 'google' | 'microsoft';

/** The consent screen's address, with a state the server signed (10 minutes). */
export function startCalendarOauth(provider: OauthProvider, accountId?: string): Promise<{ url: string }> {
  return apiRequest<{ url: string }>(`/calendars/oauth/${provider}/start`, {
    method: 'POST',
    body: accountId ? { accountId } : {},
  });
}

export function connectOauthCalendar(
  provider: OauthProvider,
  input: OauthConnectInput,
): Promise<CalendarAccountView> {
  return apiRequest<CalendarAccountView>(`/calendars/oauth/${provider}/connect`, {
    method: 'POST',
    body: input,
  });
}

export type OauthConnectVariables = {
  provider: OauthProvider;
  /** Reconnects this account (spec §4: an account with an auth error). */
  accountId?: string;
  /** The blank popup the click opened (see openOAuthPopup). */
  popup: Window;
};

/**
 * spec §7: asks the server for the consent screen, shows it in the popup, waits for the code it
 * returns with, and connects the account. The popup is closed whatever happens.
 */
export function useConnectOauthCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, accountId, popup }: OauthConnectVariables) => {
      try {
        const { url } = await startCalendarOauth(provider, accountId);
        popup.location.replace(url);
        const answer = await waitForOAuthResult(popup, { expectedState: stateOf(url) });
        return await connectOauthCalendar(provider, answer);
      } finally {
        if (!popup.closed) popup.close();
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDARS_QUERY_KEY, exact: true }),
  });
}
