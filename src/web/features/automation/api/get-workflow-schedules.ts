import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleListView } from '../../../../domain/automation/workflow-view';
import { apiRequest } from '../../../lib/api-client';
import { WORKFLOWS_QUERY_KEY } from './get-workflows';

export function getWorkflowSchedules(workflowId: string, signal?: AbortSignal): Promise<ScheduleListView> {
  return apiRequest<ScheduleListView>(`/workflows/${encodeURIComponent(workflowId)}/schedules`, { signal });
}

export const workflowSchedulesQueryOptions = (workflowId: string) =>
  queryOptions({
    queryKey: [...WORKFLOWS_QUERY_KEY, 'schedules', workflowId],
    queryFn: ({ signal }) => getWorkflowSchedules(workflowId, signal),
  });

/** The monitor: the workflow's latest 10 schedules, newest first. */
export function useWorkflowSchedules(workflowId: string) {
  return useQuery(workflowSchedulesQueryOptions(workflowId));
}
