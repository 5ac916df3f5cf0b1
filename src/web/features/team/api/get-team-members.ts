import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamView } from '../../../../domain/team/new-user-input';
import { apiRequest } from '../../../lib/api-client';

export const TEAM_QUERY_KEY = ['team', 'members'] as const;

export function getTeamMembers(signal?: AbortSignal): Promise<TeamView> {
  return apiRequest<TeamView>('/team/members', { signal });
}

/** The owner's team; only loaded for team owners (everyone else is refused by the server). */
export function useTeamMembers(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: TEAM_QUERY_KEY, queryFn: ({ signal }) => getTeamMembers(signal) }),
    enabled,
  });
}
