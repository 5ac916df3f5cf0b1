import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { apiRequest } from '../../../lib/api-client';
import { workflowQueryOptions } from './get-workflow';
import { WORKFLOWS_QUERY_KEY } from './get-workflows';

export type DeleteActionVariables = { workflowId: string; actionId: string };

export function deleteWorkflowAction({ workflowId, actionId }: DeleteActionVariables) {
  return apiRequest<WorkflowDetailView>(
    `/workflows/${encodeURIComponent(workflowId)}/actions/${encodeURIComponent(actionId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteWorkflowAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkflowAction,
    onSuccess: (detail) => {
      queryClient.setQueryData(workflowQueryOptions(detail.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: WORKFLOWS_QUERY_KEY });
    },
  });
}
