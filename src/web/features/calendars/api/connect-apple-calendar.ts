import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppleConnectInput, CalendarAccountView } from '../../../../domain/calendar/accounts';
import { apiRequest } from '../../../lib/api-client';
import { CALENDARS_QUERY_KEY } from './get-calendar-accounts';

export function connectAppleCalendar(input: AppleConnectInput): Promise<CalendarAccountView> {
  return apiRequest<CalendarAccountView>('/calendars/apple', { method: 'POST', body: input });
}

/** spec §5, §7: an Apple ID (or another CalDAV server's user) and an app-specific password. */
export function useConnectAppleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectAppleCalendar,
    // Awaited, so the list the screen goes back to already holds the account.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDARS_QUERY_KEY, exact: true }),
  });
}
