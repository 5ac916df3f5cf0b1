import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarAccountsView } from '../../../../domain/calendar/accounts';
import { apiRequest } from '../../../lib/api-client';
import { CALENDARS_QUERY_KEY } from './get-calendar-accounts';

/** spec §7 integrationsRefreshCalendarAccounts: re-reads each account's calendars. */
export function refreshCalendarAccounts(): Promise<CalendarAccountsView> {
  return apiRequest<CalendarAccountsView>('/calendars/refresh', { method: 'POST', body: {} });
}

/** Called when the sync settings open, so they list the calendars as they are now. */
export function useRefreshCalendarAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshCalendarAccounts,
    onSuccess: (view) => queryClient.setQueryData(CALENDARS_QUERY_KEY, view),
  });
}
