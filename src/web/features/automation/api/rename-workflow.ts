import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { apiRequest } from '../../../lib/api-client';
import { WORKFLOWS_QUERY_KEY } from './get-workflows';

export function renameWorkflow({ id, name }: { id: string; name: string }): Promise<WorkflowDetailView> {
  return apiRequest<WorkflowDetailView>(`/workflows/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { name },
  });
}

export function useRenameWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameWorkflow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKFLOWS_QUERY_KEY }),
  });
}
