import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { apiRequest } from '../../../lib/api-client';
import { WORKFLOWS_QUERY_KEY } from './get-workflows';

export function setWorkflowActive({
  id,
  active,
}: {
  id: string;
  active: boolean;
}): Promise<WorkflowDetailView> {
  return apiRequest<WorkflowDetailView>(`/workflows/${encodeURIComponent(id)}/active`, {
    method: 'PUT',
    body: { active },
  });
}

/** Pause or unpause; a second active workflow without multipleWorkflows answers 403. */
export function useSetWorkflowActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWorkflowActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKFLOWS_QUERY_KEY }),
  });
}
