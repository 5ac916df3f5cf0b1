import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveSessionsView, SignedOutView } from '../../../../domain/account/security-input';
import { apiRequest } from '../../../lib/api-client';

const SESSIONS_KEY = ['account', 'sessions'] as const;

export function useActiveSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiRequest<ActiveSessionsView>('/account/sessions', { signal }),
  });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SignedOutView>('/account/sessions/sign-out-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
