import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyInput } from '../../../../domain/integrations/api-key-input';
import type { CreatedApiKeyView } from '../../../../domain/integrations/integration-view';
import { apiRequest } from '../../../lib/api-client';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

/** Creates a key; the answer is the only time the whole key is seen. */
export function createApiKey(input: ApiKeyInput): Promise<CreatedApiKeyView> {
  return apiRequest<CreatedApiKeyView>('/integrations/api-keys', { method: 'POST', body: input });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
