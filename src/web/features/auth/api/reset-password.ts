import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../domain/auth/auth-inputs';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  return apiRequest('/session/password-reset', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
