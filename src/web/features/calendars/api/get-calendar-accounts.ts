import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarAccountsView } from '../../../../domain/calendar/accounts';
import { apiRequest } from '../../../lib/api-client';

export const CALENDARS_QUERY_KEY = ['calendars'] as const;

export function getCalendarAccounts(signal?: AbortSignal): Promise<CalendarAccountsView> {
  return apiRequest<CalendarAccountsView>('/calendars', { signal });
}

export const calendarAccountsQueryOptions = () =>
  queryOptions({ queryKey: CALENDARS_QUERY_KEY, queryFn: ({ signal }) => getCalendarAccounts(signal) });

/** The expert's connected calendar accounts, the sync settings, the limit and the providers. */
export function useCalendarAccounts() {
  return useQuery(calendarAccountsQueryOptions());
}
