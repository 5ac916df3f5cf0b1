import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { apiRequest } from '../../../lib/api-client';
import { WORKFLOWS_QUERY_KEY } from './get-workflows';

export function getWorkflow(workflowId: string, signal?: AbortSignal): Promise<WorkflowDetailView> {
  return apiRequest<WorkflowDetailView>(`/workflows/${encodeURIComponent(workflowId)}`, { signal });
}

export const workflowQueryOptions = (workflowId: string) =>
  queryOptions({
    queryKey: [...WORKFLOWS_QUERY_KEY, 'detail', workflowId],
    queryFn: ({ signal }) => getWorkflow(workflowId, signal),
  });

/** One workflow (a deleted one too, marked) with its actions and what uses it. */
export function useWorkflow(workflowId: string) {
  return useQuery(workflowQueryOptions(workflowId));
}
