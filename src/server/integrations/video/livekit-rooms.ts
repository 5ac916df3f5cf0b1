import {
  AccessToken,
  type ParticipantInfo,
  RoomServiceClient,
  TwirpError,
  type VideoGrant,
  WebhookReceiver,
} from 'livekit-server-sdk';
import type { LiveKitConfig } from '../../calls-config';
import type { LiveKitVideoRooms, VideoParticipant } from './adapter';

// The call room on a LiveKit deployment (issue 17, ADR 040), through LiveKit's own server SDK:
// join tokens (AccessToken, a JWT signed with the API secret) for room = session id and identity
// = participant id; the expert's remove and end through RoomServiceClient (Twirp over HTTP);
// webhooks checked with WebhookReceiver (a JWT in Authorization carrying the body's SHA-256).

/**
 * A join token is only needed to connect: once in, LiveKit refreshes it for the connection. Ten
 * minutes covers a slow lobby; a browser that comes back later asks us for a new one.
 */
export const LIVEKIT_TOKEN_TTL_SECONDS = 10 * 60;

/** Who a LiveKit participant is to us: the role rides as an attribute of the token. */
function participantOf(info: ParticipantInfo): VideoParticipant {
  const role = info.attributes.role === 'expert' || info.identity.startsWith('e-') ? 'expert' : 'client';
  return { id: info.identity, name: info.name, role };
}

/** LiveKit answers Twirp's not_found for a room or participant that is not there. */
const isNotFound = (err: unknown) =>
  err instanceof TwirpError && (err.status === 404 || err.code === 'not_found');

export function createLiveKitRooms(config: LiveKitConfig): LiveKitVideoRooms {
  const service = new RoomServiceClient(config.apiUrl, config.apiKey, config.apiSecret);
  const receiver = new WebhookReceiver(config.apiKey, config.apiSecret);

  return {
    kind: 'livekit',
    async admit(roomId, participant) {
      const token = new AccessToken(config.apiKey, config.apiSecret, {
        identity: participant.id,
        name: participant.name,
        ttl: LIVEKIT_TOKEN_TTL_SECONDS,
        attributes: { role: participant.role },
      });
      const grant: VideoGrant = {
        room: roomId,
        roomJoin: true,
        canPublish: true,
        canSubscribe: true,
        canPublishData: true,
        // The expert runs the room (remove, mute others, end): the same rights our API gives them.
        ...(participant.role === 'expert' ? { roomAdmin: true } : {}),
      };
      token.addGrant(grant);
      return { url: config.url, token: await token.toJwt() };
    },
    async participants(roomId) {
      try {
        return (await service.listParticipants(roomId)).map(participantOf);
      } catch (err) {
        if (isNotFound(err)) return [];
        throw err;
      }
    },
    async remove(roomId, participantId) {
      try {
        await service.removeParticipant(roomId, participantId);
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async end(roomId) {
      try {
        await service.deleteRoom(roomId);
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async verifyWebhook(body, authorization) {
      let event: Awaited<ReturnType<WebhookReceiver['receive']>>;
      try {
        event = await receiver.receive(body, authorization);
      } catch (err) {
        // The receiver checks the signature before it reads the body: a body that fails to parse
        // came signed right, and is malformed rather than forged.
        if (err instanceof SyntaxError || (err instanceof Error && err.message.startsWith('cannot decode')))
          return 'malformed';
        return null;
      }
      const roomId = event.room?.name ?? '';
      const participantId = event.participant?.identity ?? '';
      if (
        (event.event === 'participant_joined' || event.event === 'participant_left') &&
        roomId &&
        participantId
      )
        return { id: event.id, type: event.event, roomId, participantId };
      if (event.event === 'room_finished' && roomId) return { id: event.id, type: 'room_finished', roomId };
      return { id: event.id, type: 'other', name: event.event };
    },
    async close() {},
  };
}
