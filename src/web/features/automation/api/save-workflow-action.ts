import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '../../../../domain/automation/workflow-input';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { apiRequest } from '../../../lib/api-client';
import { workflowQueryOptions } from './get-workflow';
import { WORKFLOWS_QUERY_KEY } from './get-workflows';

export type SaveActionVariables = { workflowId: string; actionId: string | null; input: ActionInput };

/** Adds an action (no actionId) or changes one; answers the workflow with its actions. */
export function saveWorkflowAction({ workflowId, actionId, input }: SaveActionVariables) {
  const base = `/workflows/${encodeURIComponent(workflowId)}/actions`;
  return actionId === null
    ? apiRequest<WorkflowDetailView>(base, { method: 'POST', body: input })
    : apiRequest<WorkflowDetailView>(`${base}/${encodeURIComponent(actionId)}`, {
        method: 'PUT',
        body: input,
      });
}

export function useSaveWorkflowAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkflowAction,
    onSuccess: (detail) => {
      queryClient.setQueryData(workflowQueryOptions(detail.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: WORKFLOWS_QUERY_KEY });
    },
  });
}
