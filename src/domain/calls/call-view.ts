import { z } from 'zod';
import { pageImageView } from '../booking-page/booking-page-view';

// What the call room's API answers (issue 17). Instants are ISO strings.

/** The room as its lobby shows it, for the person who opened it. */
export const callRoomView = z.object({
  sessionId: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  expertName: z.string(),
  /** 'waiting' until 10 minutes before the start, 'open', then 'ended' (domain/calls/call-window). */
  state: z.enum(['waiting', 'open', 'ended']),
  opensAt: z.string(),
  closesAt: z.string(),
  you: z.object({ name: z.string(), role: z.enum(['expert', 'client']) }),
  /** The expert's call background (issue 19, customCallBackgrounds), behind the lobby and the room; null: none. */
  background: pageImageView.nullable(),
});
export type CallRoomView = z.infer<typeof callRoomView>;

export const iceServerView = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServerView = z.infer<typeof iceServerView>;

/**
 * Admission to an open room (ADR 040). The built-in media server: the signalling address with its
 * short-lived ticket, and ICE servers. LiveKit (CALLS_MEDIA=livekit): the deployment's address
 * and a short-lived join token for this room and participant (livekit-client connects with both).
 */
export const builtinCallJoinView = z.object({
  media: z.literal('builtin'),
  participantId: z.string(),
  signalUrl: z.string(),
  iceServers: z.array(iceServerView),
});
export const liveKitCallJoinView = z.object({
  media: z.literal('livekit'),
  participantId: z.string(),
  url: z.string(),
  token: z.string(),
});
export const callJoinView = z.discriminatedUnion('media', [builtinCallJoinView, liveKitCallJoinView]);
export type CallJoinView = z.infer<typeof callJoinView>;
export type BuiltinCallJoinView = z.infer<typeof builtinCallJoinView>;
export type LiveKitCallJoinView = z.infer<typeof liveKitCallJoinView>;

/** A client's signed join link rides as `?link=`; the expert needs none (their session cookie). */
export const callLinkQuery = z.object({ link: z.string().max(300).optional() });
export const callJoinInput = z.object({ link: z.string().max(300).optional() });
