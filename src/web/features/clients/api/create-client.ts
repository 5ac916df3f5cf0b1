import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientInput } from '../../../../domain/clients/client-input';
import type { ClientView } from '../../../../domain/clients/client-view';
import { apiRequest } from '../../../lib/api-client';
import { CLIENTS_KEY, clientKey } from './keys';

export function createClient(input: ClientInput): Promise<ClientView> {
  return apiRequest<ClientView>('/clients', { method: 'POST', body: input });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (created) => {
      queryClient.setQueryData(clientKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: [...CLIENTS_KEY, 'list'] });
    },
  });
}
