import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamView } from '../../../../domain/team/new-user-input';
import { apiRequest } from '../../../lib/api-client';
import { TEAM_QUERY_KEY } from './get-team-members';

export function setMemberDisabled(input: { id: string; disabled: boolean }): Promise<TeamView> {
  return apiRequest<TeamView>(`/team/members/${encodeURIComponent(input.id)}/disabled`, {
    method: 'PUT',
    body: { disabled: input.disabled },
  });
}

export function useSetMemberDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberDisabled,
    onSuccess: (team) => queryClient.setQueryData(TEAM_QUERY_KEY, team),
  });
}
