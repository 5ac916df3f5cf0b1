import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhatsNewView } from '../../../../domain/support/views';
import { apiRequest } from '../../../lib/api-client';

export function markWhatsNewRead(ids: string[]): Promise<WhatsNewView> {
  return apiRequest<WhatsNewView>('/whats-new/read', { method: 'POST', body: { ids } });
}

export function useMarkWhatsNewRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWhatsNewRead,
    onSuccess: (view) => queryClient.setQueryData(['whats-new'], view),
  });
}
