import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AccessToken,
  type ClaimGrants,
  ParticipantInfo,
  ParticipantInfo_State,
  Room,
  TokenVerifier,
  WebhookEvent,
  type WebhookEventNames,
} from 'livekit-server-sdk';

// A local stand-in for a LiveKit deployment's server API (issue 17, ADR 040), for the LiveKit
// adapter (RoomServiceClient) to talk to in tests: Twirp JSON over HTTP at
// /twirp/livekit.RoomService/{ListParticipants,RemoveParticipant,DeleteRoom}. Each call must carry
// `Authorization: Bearer <JWT>` signed with the API secret (checked with the SDK's TokenVerifier)
// whose video grant allows it, as livekit-server does: roomAdmin for the room to list or remove,
// roomCreate to delete. Errors are Twirp's JSON ({ code, msg }). Bodies are @livekit/protocol's
// messages (the SDK's re-exports) in their JSON form. It also signs webhooks as LiveKit does.

export type FakeLiveKitCall = {
  method: string;
  room: string;
  identity?: string;
  /** The video grant of the call's token. */
  grants: ClaimGrants['video'];
};

export type FakeLiveKit = {
  url: string;
  calls: FakeLiveKitCall[];
  /**
   * Requests that are not the server API: a browser's livekit-client trying to connect
   * (`/rtc…?access_token=…`, as a WebSocket upgrade or its HTTP validate), which this fake
   * refuses — it carries no media.
   */
  clientRequests: URL[];
  /** Someone who is in a room now (as a browser that connected would be). */
  addParticipant(
    room: string,
    participant: { identity: string; name: string; role: 'expert' | 'client' },
  ): void;
  /** Identities in the room now; undefined: no such room. */
  participants(room: string): string[] | undefined;
  close(): Promise<void>;
};

export async function startFakeLiveKit(options: {
  apiKey: string;
  apiSecret: string;
  /**
   * How far a token's times may be from this process's clock (default: the SDK's). The e2e suite
   * pins its own clock (ADR 029) while the server signs on the system's, so it allows the gap.
   */
  clockToleranceSeconds?: number;
}): Promise<FakeLiveKit> {
  const verifier = new TokenVerifier(options.apiKey, options.apiSecret);
  const rooms = new Map<string, Map<string, ParticipantInfo>>();
  const calls: FakeLiveKitCall[] = [];
  const clientRequests: URL[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    // The SDK reads a Twirp error's JSON only under exactly this content type.
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const twirpError = (res: ServerResponse, status: number, code: string, msg: string) =>
    send(res, status, { code, msg });
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const server = createServer(async (req, res) => {
    if (req.url?.startsWith('/rtc')) {
      clientRequests.push(new URL(req.url, 'http://livekit.invalid'));
      return twirpError(res, 404, 'not_found', 'this fake LiveKit carries no media');
    }
    const method = /^\/twirp\/livekit\.RoomService\/(\w+)$/.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || !method) return twirpError(res, 404, 'bad_route', 'no such method');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    let claims: ClaimGrants;
    try {
      claims = await verifier.verify(bearer ?? '', options.clockToleranceSeconds);
    } catch {
      return twirpError(res, 401, 'unauthenticated', 'invalid token');
    }
    let input: { room?: string; identity?: string };
    try {
      input = JSON.parse(await readBody(req));
    } catch {
      return twirpError(res, 400, 'malformed', 'invalid JSON');
    }
    const room = input.room ?? '';
    const video = claims.video;
    calls.push({ method, room, ...(input.identity ? { identity: input.identity } : {}), grants: video });
    const adminOfRoom = video?.roomAdmin === true && video.room === room;
    const inRoom = rooms.get(room);

    if (method === 'ListParticipants') {
      if (!adminOfRoom) return twirpError(res, 403, 'permission_denied', 'permissions denied');
      if (!inRoom) return twirpError(res, 404, 'not_found', 'requested room does not exist');
      return send(res, 200, { participants: [...inRoom.values()].map((p) => p.toJson()) });
    }
    if (method === 'RemoveParticipant') {
      if (!adminOfRoom) return twirpError(res, 403, 'permission_denied', 'permissions denied');
      if (!inRoom?.delete(input.identity ?? ''))
        return twirpError(res, 404, 'not_found', 'participant not found');
      return send(res, 200, {});
    }
    if (method === 'DeleteRoom') {
      if (video?.roomCreate !== true) return twirpError(res, 403, 'permission_denied', 'permissions denied');
      if (!rooms.delete(room)) return twirpError(res, 404, 'not_found', 'requested room does not exist');
      return send(res, 200, {});
    }
    return twirpError(res, 404, 'bad_route', 'no such method');
  });
  server.on('upgrade', (req, socket) => {
    clientRequests.push(new URL(req.url ?? '/', 'http://livekit.invalid'));
    socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    clientRequests,
    addParticipant(room, participant) {
      let inRoom = rooms.get(room);
      if (!inRoom) {
        inRoom = new Map();
        rooms.set(room, inRoom);
      }
      inRoom.set(
        participant.identity,
        new ParticipantInfo({
          sid: `PA_${participant.identity}`,
          identity: participant.identity,
          name: participant.name,
          state: ParticipantInfo_State.ACTIVE,
          attributes: { role: participant.role },
        }),
      );
    },
    participants: (room) => {
      const inRoom = rooms.get(room);
      return inRoom ? [...inRoom.keys()] : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A webhook delivery as LiveKit sends it: the event as JSON, and in Authorization a JWT of the
 * API key pair whose `sha256` claim is the body's SHA-256 (base64).
 */
export async function signedLiveKitWebhook(
  keys: { apiKey: string; apiSecret: string },
  event: { id: string; event: WebhookEventNames; room: string; identity?: string; createdAt?: number },
): Promise<{ body: string; authorization: string }> {
  const message = new WebhookEvent({
    id: event.id,
    room: new Room({ sid: `RM_${event.room}`, name: event.room }),
    ...(event.identity
      ? { participant: new ParticipantInfo({ sid: `PA_${event.identity}`, identity: event.identity }) }
      : {}),
    createdAt: BigInt(event.createdAt ?? Math.floor(Date.now() / 1000)),
  });
  // The SDK's WebhookEvent sets `event` after its constructor: name it afterwards.
  message.event = event.event;
  const body = message.toJsonString();
  const token = new AccessToken(keys.apiKey, keys.apiSecret);
  token.sha256 = createHash('sha256').update(body).digest('base64');
  return { body, authorization: await token.toJwt() };
}
