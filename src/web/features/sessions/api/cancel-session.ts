import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelSessionInput } from '../../../../domain/sessions/session-inputs';
import type { CancelSessionResultView } from '../../../../domain/sessions/session-view';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSessionQueries } from './keys';

export function cancelSession({ id, input }: { id: string; input: CancelSessionInput }) {
  return apiRequest<CancelSessionResultView>(`/sessions/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: { ...input },
  });
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSession, onSuccess: () => invalidateSessionQueries(queryClient) });
}
