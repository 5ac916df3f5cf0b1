import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EmailChangeInput,
  EmailChangeRequestedView,
  ReauthenticateInput,
} from '../../../../domain/account/security-input';
import { apiRequest } from '../../../lib/api-client';

/** Sends the confirmation link to the new address; 403 requires_recent_login asks to sign in again. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeInput) =>
      apiRequest<EmailChangeRequestedView>('/account/email-change', { method: 'POST', body: input }),
  });
}

/** Signs in again with the password; this browser's session is replaced by a fresh one. */
export function useReauthenticate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReauthenticateInput) =>
      apiRequest<{ ok: true }>('/account/reauthenticate', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  });
}

/** Emails a sign-in link that returns to the account screen. */
export function useSendReauthenticationLink() {
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('/account/reauthenticate/magic-link', { method: 'POST' }),
  });
}
