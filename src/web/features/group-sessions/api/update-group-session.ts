import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupSessionInput } from '../../../../domain/group-sessions/group-session-input';
import type { GroupSessionView } from '../../../../domain/group-sessions/group-session-view';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from './keys';

export function updateGroupSession({
  id,
  input,
}: {
  id: string;
  input: GroupSessionInput;
}): Promise<GroupSessionView> {
  return apiRequest<GroupSessionView>(`/group-sessions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...input },
  });
}

export function useUpdateGroupSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupSession,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
