import type { QueryClient } from '@tanstack/react-query';

// Every group session and series query starts with one of these keys. A change to a session can
// show in a series (its upcoming sessions) and a change to a series in its sessions, so every
// mutation refreshes both.
export const GROUP_SESSIONS_QUERY_KEY = ['group-sessions'] as const;
export const SERIES_QUERY_KEY = ['series'] as const;

export function invalidateGroupQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: GROUP_SESSIONS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: SERIES_QUERY_KEY }),
  ]);
}
