import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowInput } from '../../../../domain/automation/workflow-input';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { apiRequest } from '../../../lib/api-client';
import { WORKFLOWS_QUERY_KEY } from './get-workflows';

export function createWorkflow(input: WorkflowInput): Promise<WorkflowDetailView> {
  return apiRequest<WorkflowDetailView>('/workflows', { method: 'POST', body: input });
}

export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkflow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKFLOWS_QUERY_KEY }),
  });
}
