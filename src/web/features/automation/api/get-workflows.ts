import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowListView } from '../../../../domain/automation/workflow-view';
import { apiRequest } from '../../../lib/api-client';

/** The key every workflow query starts with; invalidating it refreshes the list and the details. */
export const WORKFLOWS_QUERY_KEY = ['workflows'] as const;

export function getWorkflows(signal?: AbortSignal): Promise<WorkflowListView> {
  return apiRequest<WorkflowListView>('/workflows', { signal });
}

export const workflowsQueryOptions = () =>
  queryOptions({ queryKey: WORKFLOWS_QUERY_KEY, queryFn: ({ signal }) => getWorkflows(signal) });

/** The page's workflows (not deleted), their actions by offset, and the page's counters. */
export function useWorkflows() {
  return useQuery(workflowsQueryOptions());
}
