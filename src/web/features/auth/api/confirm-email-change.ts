import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeConfirmInput, EmailChangedView } from '../../../../domain/account/security-input';
import { apiRequest } from '../../../lib/api-client';

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailChangeConfirmInput) =>
      apiRequest<EmailChangedView>('/session/email-change/confirm', { method: 'POST', body: input }),
    // The header and the account screen show the new address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
