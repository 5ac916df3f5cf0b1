import { useMutation } from '@tanstack/react-query';
import type { EmailOnlyInput } from '../../../../domain/auth/auth-inputs';
import { apiRequest } from '../../../lib/api-client';

export function requestMagicLink(input: EmailOnlyInput): Promise<{ ok: true }> {
  return apiRequest('/session/magic-link', { method: 'POST', body: input });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}
