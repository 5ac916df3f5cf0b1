import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workflowsQueryOptions } from './get-workflows';

export function deleteWorkflow(id: string): Promise<void> {
  return apiRequest<void>(`/workflows/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkflow,
    // The deleted workflow's own query is left to expire: refetching it while its screen is still
    // mounted would flash Not found (a hard delete) before the screen navigates away.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: workflowsQueryOptions().queryKey, exact: true }),
  });
}
