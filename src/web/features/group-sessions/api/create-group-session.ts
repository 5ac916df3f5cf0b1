import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupSessionInput } from '../../../../domain/group-sessions/group-session-input';
import type { GroupSessionView } from '../../../../domain/group-sessions/group-session-view';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from './keys';

export function createGroupSession(input: GroupSessionInput): Promise<GroupSessionView> {
  return apiRequest<GroupSessionView>('/group-sessions', { method: 'POST', body: { ...input } });
}

export function useCreateGroupSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupSession,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
