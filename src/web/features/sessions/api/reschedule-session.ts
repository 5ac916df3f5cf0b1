import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RescheduleSessionInput } from '../../../../domain/sessions/session-inputs';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSessionQueries } from './keys';

export function rescheduleSession({ id, input }: { id: string; input: RescheduleSessionInput }) {
  return apiRequest<SessionDetailView>(`/sessions/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body: { ...input },
  });
}

export function useRescheduleSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleSession,
    onSuccess: () => invalidateSessionQueries(queryClient),
  });
}
