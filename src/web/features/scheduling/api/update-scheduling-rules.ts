import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchedulingRules, SchedulingRulesView } from '../../../../domain/scheduling/scheduling-rules';
import { apiRequest } from '../../../lib/api-client';
import { schedulingRulesQueryOptions } from './get-scheduling-rules';

export function updateSchedulingRules(rules: SchedulingRules): Promise<SchedulingRulesView> {
  return apiRequest<SchedulingRulesView>('/scheduling/rules', { method: 'PUT', body: rules });
}

export function useUpdateSchedulingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedulingRules,
    onSuccess: (view) => queryClient.setQueryData(schedulingRulesQueryOptions().queryKey, view),
  });
}
