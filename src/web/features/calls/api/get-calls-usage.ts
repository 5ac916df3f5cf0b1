import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallsUsageView } from '../../../../domain/calls/usage-view';
import { apiRequest } from '../../../lib/api-client';

export function getCallsUsage(signal?: AbortSignal): Promise<CallsUsageView> {
  return apiRequest<CallsUsageView>('/call-usage', { signal });
}

export const callsUsageQueryOptions = () =>
  queryOptions({ queryKey: ['call-usage'] as const, queryFn: ({ signal }) => getCallsUsage(signal) });

export function useCallsUsage() {
  return useQuery(callsUsageQueryOptions());
}
