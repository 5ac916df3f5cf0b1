import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewUserInput } from '../../../../domain/team/new-user-input';
import { apiRequest } from '../../../lib/api-client';
import { TEAM_QUERY_KEY } from './get-team-members';

/** spec (teamsCreateUser): the member gets an invitation email and their own booking page. */
export function createTeamMember(input: NewUserInput): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/team/members', { method: 'POST', body: input });
}

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
