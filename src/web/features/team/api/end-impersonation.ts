import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 'Return to my account': back to the owner's own session (signed out if it ended meanwhile). */
export function endImpersonation(): Promise<{ restored: boolean }> {
  return apiRequest<{ restored: boolean }>('/session/impersonation', { method: 'DELETE' });
}

export function useEndImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endImpersonation, onSuccess: () => queryClient.clear() });
}
