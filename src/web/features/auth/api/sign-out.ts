import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function signOut(): Promise<{ ok: true }> {
  return apiRequest('/session/sign-out', { method: 'POST' });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // The signed-out browser must not keep showing the expert's data.
    onSuccess: () => queryClient.clear(),
  });
}
