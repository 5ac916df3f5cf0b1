import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarAccountsView, CalendarRefreshView } from '../../../../domain/calendar/accounts';
import { apiRequest } from '../../../lib/api-client';
import { CALENDARS_QUERY_KEY } from './get-calendar-accounts';

/**
 * spec §7 integrationsRefreshCalendarAccounts: re-reads each account's calendars; `notRefreshed`
 * names the accounts whose provider could not be reached (their saved list is kept).
 */
export function refreshCalendarAccounts(): Promise<CalendarRefreshView> {
  return apiRequest<CalendarRefreshView>('/calendars/refresh', { method: 'POST', body: {} });
}

/** Called when the sync settings open, so they list the calendars as they are now. */
export function useRefreshCalendarAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshCalendarAccounts,
    onSuccess: ({ notRefreshed: _, ...view }) =>
      queryClient.setQueryData<CalendarAccountsView>(CALENDARS_QUERY_KEY, view),
  });
}
