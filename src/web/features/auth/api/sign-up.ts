import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../domain/auth/auth-inputs';
import { apiRequest } from '../../../lib/api-client';

export function signUp(input: SignUpInput): Promise<{ ok: true }> {
  return apiRequest('/session/sign-up', { method: 'POST', body: input });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // A new session: nothing cached for a previous visitor may survive.
    onSuccess: () => queryClient.removeQueries(),
  });
}
