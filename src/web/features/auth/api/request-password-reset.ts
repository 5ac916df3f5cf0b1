import { useMutation } from '@tanstack/react-query';
import type { EmailOnlyInput } from '../../../../domain/auth/auth-inputs';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(input: EmailOnlyInput): Promise<{ ok: true }> {
  return apiRequest('/session/password-reset-request', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
