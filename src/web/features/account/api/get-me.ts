import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface MeUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  displayName: string;
  timezone: string;
  experimentalFeaturesEnabled: Record<string, boolean>;
}

export interface MeBookingPage {
  id: string;
  slug: string;
  url: string;
  firstName: string;
  lastName: string;
  displayName: string;
  currency: string;
}

export interface MePlan {
  id: string;
  name: string;
  type: 'commission' | 'subscription' | 'lifetime';
  applicationFeePercentage: number;
  features: Record<string, boolean>;
}

export interface Me {
  user: MeUser;
  bookingPage: MeBookingPage | null;
  plan: MePlan;
}

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
