import { apiRequest } from '../../../lib/api-client';

// The expert's controls on a LiveKit room (ADR 040): through our API, which asks LiveKit's.
// The built-in room takes them over its signalling socket instead.

export function removeCallParticipant(sessionId: string, participantId: string): Promise<void> {
  return apiRequest<void>(
    `/calls/${encodeURIComponent(sessionId)}/participants/${encodeURIComponent(participantId)}`,
    { method: 'DELETE' },
  );
}

export function endCallForEveryone(sessionId: string): Promise<void> {
  return apiRequest<void>(`/calls/${encodeURIComponent(sessionId)}/end`, { method: 'POST', body: {} });
}
