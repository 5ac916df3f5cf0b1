import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchedulingRulesView } from '../../../../domain/scheduling/scheduling-rules';
import { apiRequest } from '../../../lib/api-client';

export const SCHEDULING_RULES_QUERY_KEY = ['scheduling', 'rules'] as const;

export function getSchedulingRules(signal?: AbortSignal): Promise<SchedulingRulesView> {
  return apiRequest<SchedulingRulesView>('/scheduling/rules', { signal });
}

export const schedulingRulesQueryOptions = () =>
  queryOptions({
    queryKey: SCHEDULING_RULES_QUERY_KEY,
    queryFn: ({ signal }) => getSchedulingRules(signal),
  });

/** The expert's scheduling rules and the services that have their own. */
export function useSchedulingRules() {
  return useQuery(schedulingRulesQueryOptions());
}
