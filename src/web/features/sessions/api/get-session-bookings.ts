import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionBookingView } from '../../../../domain/sessions/session-view';
import { apiRequest } from '../../../lib/api-client';
import { SESSIONS_QUERY_KEY } from './keys';

export function getSessionBookings(id: string, signal?: AbortSignal) {
  return apiRequest<SessionBookingView[]>(`/sessions/${encodeURIComponent(id)}/bookings`, { signal });
}

export const sessionBookingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...SESSIONS_QUERY_KEY, 'bookings', id],
    queryFn: ({ signal }) => getSessionBookings(id, signal),
  });

export function useSessionBookings(id: string) {
  return useQuery(sessionBookingsQueryOptions(id));
}
