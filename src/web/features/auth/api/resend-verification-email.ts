import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resendVerificationEmail(): Promise<{ ok: true }> {
  return apiRequest('/session/verification-email', { method: 'POST' });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
