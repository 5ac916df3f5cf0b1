import { z } from 'zod';

// The call room's signalling messages (issue 17), JSON over the room's WebSocket. The built-in
// media server (server/integrations/video/werift-sfu.ts) is always the offerer: it offers each
// participant the others' tracks, says which m-line (mid) carries whose audio or video, and offers
// again whenever someone joins or leaves. The browser answers and trickles its ICE candidates.

export const CHAT_MAX_LENGTH = 1000;

export const participantView = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['expert', 'client']),
  audio: z.boolean(),
  video: z.boolean(),
  screen: z.boolean(),
});
export type ParticipantView = z.infer<typeof participantView>;

const candidate = z.object({
  candidate: z.string().max(2000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** What a browser may send. Anything else closes the socket. */
export const clientSignal = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answer'), sdp: z.string().max(200_000) }),
  z.object({ type: z.literal('ice'), candidate }),
  z.object({ type: z.literal('media'), audio: z.boolean(), video: z.boolean(), screen: z.boolean() }),
  z.object({ type: z.literal('chat'), text: z.string().trim().min(1).max(CHAT_MAX_LENGTH) }),
  // The expert only (the server checks the role).
  z.object({ type: z.literal('remove'), participantId: z.string().max(100) }),
  z.object({ type: z.literal('end') }),
  z.object({ type: z.literal('leave') }),
]);
export type ClientSignal = z.infer<typeof clientSignal>;

/** Which participant's audio or video an m-line of the offer carries. */
export type TrackMapEntry = { mid: string; participantId: string; kind: 'audio' | 'video' };

export type ServerSignal =
  | { type: 'welcome'; you: string; participants: ParticipantView[] }
  | { type: 'offer'; sdp: string; tracks: TrackMapEntry[] }
  | { type: 'joined'; participant: ParticipantView }
  | { type: 'left'; participantId: string }
  | { type: 'media'; participantId: string; audio: boolean; video: boolean; screen: boolean }
  /** The room is being recorded, or no longer is (issue 17: everyone sees it). */
  | { type: 'recording'; active: boolean }
  | { type: 'chat'; from: { id: string; name: string }; text: string; at: string }
  /** The expert removed this participant, or ended the call for everyone; the socket closes. */
  | { type: 'removed' }
  | { type: 'ended' };
