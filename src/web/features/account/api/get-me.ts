import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeView } from '../../../../domain/account/me-view';
import { apiRequest } from '../../../lib/api-client';

export type Me = MeView;
export type MeUser = MeView['user'];
export type MeBookingPage = NonNullable<MeView['bookingPage']>;
export type MePlan = MeView['plan'];

export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/me', { signal });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 30_000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
