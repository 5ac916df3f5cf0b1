import type { QueryClient } from '@tanstack/react-query';

// Every sessions query starts with this key: a cancel or reschedule changes the lists, the
// session and its bookings, so every mutation refreshes them all.
export const SESSIONS_QUERY_KEY = ['sessions'] as const;

export function invalidateSessionQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
}
