import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientInput } from '../../../../domain/clients/client-input';
import type { ClientView } from '../../../../domain/clients/client-view';
import { apiRequest } from '../../../lib/api-client';
import { CLIENTS_KEY, clientKey } from './keys';

export function updateClient({ id, input }: { id: string; input: ClientInput }): Promise<ClientView> {
  return apiRequest<ClientView>(`/clients/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (saved) => {
      queryClient.setQueryData(clientKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: [...CLIENTS_KEY, 'list'] });
    },
  });
}
