import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallRoomView } from '../../../../domain/calls/call-view';
import { apiRequest } from '../../../lib/api-client';

const linkQuery = (link: string | null) => (link ? `?link=${encodeURIComponent(link)}` : '');

export function getCallRoom(
  sessionId: string,
  link: string | null,
  signal?: AbortSignal,
): Promise<CallRoomView> {
  return apiRequest<CallRoomView>(`/calls/${encodeURIComponent(sessionId)}${linkQuery(link)}`, { signal });
}

export const callRoomQueryOptions = (sessionId: string, link: string | null) =>
  queryOptions({
    queryKey: ['calls', sessionId, link],
    queryFn: ({ signal }) => getCallRoom(sessionId, link, signal),
    retry: false,
  });

/** The lobby's view of the room: the session, whether it is open, and who you are. */
export function useCallRoom(sessionId: string, link: string | null) {
  return useQuery(callRoomQueryOptions(sessionId, link));
}
