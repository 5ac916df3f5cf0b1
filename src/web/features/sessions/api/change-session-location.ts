import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeSessionLocationInput } from '../../../../domain/sessions/session-inputs';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSessionQueries } from './keys';

export function changeSessionLocation({ id, input }: { id: string; input: ChangeSessionLocationInput }) {
  return apiRequest<SessionDetailView>(`/sessions/${encodeURIComponent(id)}/location`, {
    method: 'PUT',
    body: { ...input },
  });
}

export function useChangeSessionLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSessionLocation,
    onSuccess: () => invalidateSessionQueries(queryClient),
  });
}
