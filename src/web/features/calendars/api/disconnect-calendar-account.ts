import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CALENDARS_QUERY_KEY } from './get-calendar-accounts';

export function disconnectCalendarAccount(accountId: string): Promise<void> {
  return apiRequest<void>(`/calendars/${encodeURIComponent(accountId)}`, { method: 'DELETE' });
}

/** spec §7 integrationsDisconnectAccount: its calendars leave the sync settings with it. */
export function useDisconnectCalendarAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCalendarAccount,
    // Awaited, so the dialog closes on a list without the account.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDARS_QUERY_KEY, exact: true }),
  });
}
