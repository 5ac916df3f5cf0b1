import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarAccountsView, CalendarSyncInput } from '../../../../domain/calendar/accounts';
import { apiRequest } from '../../../lib/api-client';
import { CALENDARS_QUERY_KEY } from './get-calendar-accounts';

export function updateCalendarSync(input: CalendarSyncInput): Promise<CalendarAccountsView> {
  return apiRequest<CalendarAccountsView>('/calendars/sync', { method: 'PUT', body: input });
}

/** spec §3 settings.calendarSync: the 'from' calendars per account and the one 'to' calendar. */
export function useUpdateCalendarSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarSync,
    onSuccess: (view) => queryClient.setQueryData(CALENDARS_QUERY_KEY, view),
  });
}
