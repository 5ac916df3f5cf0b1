import { useMutation } from '@tanstack/react-query';
import type { CallJoinView } from '../../../../domain/calls/call-view';
import { apiRequest } from '../../../lib/api-client';

export function joinCall(input: { sessionId: string; link: string | null }): Promise<CallJoinView> {
  return apiRequest<CallJoinView>(`/calls/${encodeURIComponent(input.sessionId)}/join`, {
    method: 'POST',
    body: input.link ? { link: input.link } : {},
  });
}

/** Admission to the open room: the signalling address with its ticket, and the ICE servers. */
export function useJoinCall() {
  return useMutation({ mutationFn: joinCall });
}
