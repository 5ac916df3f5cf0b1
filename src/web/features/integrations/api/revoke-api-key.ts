import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_KEYS_QUERY_KEY } from './get-api-keys';
import { WEBHOOKS_QUERY_KEY } from './get-webhook-endpoints';

export function revokeApiKey(id: string): Promise<void> {
  return apiRequest<void>(`/integrations/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    // The key's REST-hook subscriptions go with it, so the endpoint list changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY, exact: true }),
      ]),
  });
}
