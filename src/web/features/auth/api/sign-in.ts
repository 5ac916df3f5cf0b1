import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '../../../../domain/auth/auth-inputs';
import { apiRequest } from '../../../lib/api-client';

export function signIn(input: SignInInput): Promise<{ ok: true }> {
  return apiRequest('/session/sign-in', { method: 'POST', body: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // A new session: nothing cached for a previous visitor may survive.
    onSuccess: () => queryClient.removeQueries(),
  });
}
