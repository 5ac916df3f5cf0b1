import {
  MediaStreamTrack,
  useOPUS as opusCodec,
  type RTCIceServer,
  RTCPeerConnection,
  type RTCRtpTransceiver,
  useVP8 as vp8Codec,
} from 'werift';
import type {
  ClientSignal,
  ParticipantView,
  ServerSignal,
  TrackMapEntry,
} from '../../../domain/calls/call-signals';
import type { Logger } from '../../logger';
import type { BuiltinVideoRooms, VideoParticipant } from './adapter';
import { type RoomRecorder, startRoomRecorder } from './werift-recorder';

// The built-in media server (ADR 040): a selective forwarding unit in this process, in pure
// TypeScript (werift). Each participant has one peer connection with the server. Their own audio
// and video arrive on two receive-only m-lines; every other participant's audio and video leave
// on send-only m-lines, each fed with the RTP packets of the source as they arrive (no decoding,
// no mixing). The server is always the offerer, so one codec list (Opus, VP8) and one set of
// payload types serve everyone and packets can be passed on unchanged. Joining and leaving
// renegotiate the others; one negotiation at a time per participant.

export type SfuOptions = {
  iceServers: RTCIceServer[];
  /** UDP ports the server's ICE may use (a firewall opens this range), else any. */
  portRange: [number, number] | undefined;
  /** Addresses the server announces besides its own interfaces (behind NAT: the public one). */
  announcedAddresses: string[];
  log: Logger;
};

type Kind = 'audio' | 'video';

type Outgoing = { sourceId: string; kind: Kind; track: MediaStreamTrack; transceiver: RTCRtpTransceiver };

type Member = {
  participant: VideoParticipant;
  channel: { send(message: ServerSignal): void; close(): void };
  pc: RTCPeerConnection;
  media: { audio: boolean; video: boolean; screen: boolean };
  /** The participant's own tracks as the server receives them, with their receivers (for PLI). */
  incoming: Partial<Record<Kind, { track: MediaStreamTrack; transceiver: RTCRtpTransceiver }>>;
  outgoing: Outgoing[];
  negotiating: boolean;
  again: boolean;
  gone: boolean;
};

type Room = {
  members: Map<string, Member>;
  removed: Set<string>;
  keyframes: ReturnType<typeof setInterval>;
  /** While the room is recorded (werift-recorder.ts, ADR 042). */
  recorder?: RoomRecorder;
};

// A new viewer needs a key frame to start decoding; asking every two seconds also heals losses.
const KEYFRAME_INTERVAL_MS = 2000;

export function createWeriftSfu(options: SfuOptions): BuiltinVideoRooms {
  const rooms = new Map<string, Room>();

  const view = (m: Member): ParticipantView => ({ ...m.participant, ...m.media });

  function roomOf(roomId: string): Room {
    let room = rooms.get(roomId);
    if (!room) {
      const created: Room = {
        members: new Map(),
        removed: new Set(),
        keyframes: setInterval(() => {
          for (const m of created.members.values()) requestKeyframe(m);
        }, KEYFRAME_INTERVAL_MS),
      };
      created.keyframes.unref();
      room = created;
      rooms.set(roomId, room);
    }
    return room;
  }

  function requestKeyframe(m: Member) {
    const video = m.incoming.video;
    if (video?.track.ssrc !== undefined)
      void video.transceiver.receiver.sendRtcpPLI(video.track.ssrc).catch(() => {});
  }

  function requestKeyframes(room: Room) {
    for (const m of room.members.values()) requestKeyframe(m);
  }

  function broadcast(room: Room, message: ServerSignal, except?: string) {
    for (const m of room.members.values()) if (m.participant.id !== except) m.channel.send(message);
  }

  /** Adds m-lines to `viewer` carrying `source`'s audio and video. */
  function subscribe(viewer: Member, source: Member) {
    for (const kind of ['audio', 'video'] as const) {
      const track = new MediaStreamTrack({ kind });
      const transceiver = viewer.pc.addTransceiver(track, { direction: 'sendonly' });
      viewer.outgoing.push({ sourceId: source.participant.id, kind, track, transceiver });
    }
    requestKeyframe(source);
  }

  function unsubscribe(viewer: Member, sourceId: string) {
    for (const out of viewer.outgoing.filter((o) => o.sourceId === sourceId)) {
      out.track.stop();
      try {
        viewer.pc.removeTrack(out.transceiver.sender);
      } catch {
        // Already closed: nothing to renegotiate.
      }
    }
    viewer.outgoing = viewer.outgoing.filter((o) => o.sourceId !== sourceId);
  }

  /** Sends `member` a fresh offer, or marks one as due when a negotiation is under way. */
  async function negotiate(member: Member) {
    if (member.gone) return;
    if (member.negotiating) {
      member.again = true;
      return;
    }
    member.negotiating = true;
    member.again = false;
    try {
      const offer = await member.pc.createOffer();
      await member.pc.setLocalDescription(offer);
      const tracks: TrackMapEntry[] = member.outgoing
        .filter((o) => o.transceiver.mid !== undefined && !o.track.stopped)
        .map((o) => ({ mid: o.transceiver.mid as string, participantId: o.sourceId, kind: o.kind }));
      member.channel.send({ type: 'offer', sdp: member.pc.localDescription?.sdp ?? offer.sdp, tracks });
    } catch (err) {
      member.negotiating = false;
      options.log.warn('call offer failed', { err, participantId: member.participant.id });
    }
  }

  async function answered(member: Member, sdp: string) {
    await member.pc.setRemoteDescription({ type: 'answer', sdp });
    member.negotiating = false;
    if (member.again) await negotiate(member);
  }

  function forward(room: Room, source: Member, kind: Kind, track: MediaStreamTrack) {
    track.onReceiveRtp.subscribe((rtp) => {
      for (const viewer of room.members.values()) {
        if (viewer === source) continue;
        for (const out of viewer.outgoing) {
          if (out.sourceId === source.participant.id && out.kind === kind) out.track.writeRtp(rtp);
        }
      }
    });
  }

  async function leave(roomId: string, member: Member) {
    if (member.gone) return;
    member.gone = true;
    const room = rooms.get(roomId);
    if (room && room.members.get(member.participant.id) === member) {
      room.members.delete(member.participant.id);
      for (const other of room.members.values()) {
        unsubscribe(other, member.participant.id);
        other.channel.send({ type: 'left', participantId: member.participant.id });
        void negotiate(other);
      }
      if (room.members.size === 0) {
        room.recorder?.roomEmptied();
        clearInterval(room.keyframes);
        // The removed stay removed until the room empties.
        rooms.delete(roomId);
      }
    }
    await member.pc.close().catch(() => {});
  }

  function endRoom(roomId: string) {
    const room = rooms.get(roomId);
    if (!room) return;
    for (const m of [...room.members.values()]) {
      m.channel.send({ type: 'ended' });
      m.channel.close();
      void leave(roomId, m);
    }
  }

  async function receive(roomId: string, member: Member, message: ClientSignal) {
    const room = rooms.get(roomId);
    if (!room || member.gone) return;
    switch (message.type) {
      case 'answer':
        await answered(member, message.sdp);
        return;
      case 'ice':
        await member.pc.addIceCandidate(message.candidate).catch(() => {});
        return;
      case 'media':
        member.media = { audio: message.audio, video: message.video, screen: message.screen };
        broadcast(room, { type: 'media', participantId: member.participant.id, ...member.media });
        return;
      case 'chat':
        broadcast(room, {
          type: 'chat',
          from: { id: member.participant.id, name: member.participant.name },
          text: message.text,
          at: new Date().toISOString(),
        });
        return;
      case 'remove': {
        if (member.participant.role !== 'expert') return;
        const target = room.members.get(message.participantId);
        if (!target || target === member) return;
        room.removed.add(target.participant.id);
        target.channel.send({ type: 'removed' });
        target.channel.close();
        await leave(roomId, target);
        return;
      }
      case 'end':
        if (member.participant.role === 'expert') endRoom(roomId);
        return;
      case 'leave':
        member.channel.close();
        await leave(roomId, member);
        return;
    }
  }

  return {
    kind: 'builtin',
    async connect(roomId, participant, channel) {
      const room = roomOf(roomId);
      if (room.removed.has(participant.id)) {
        channel.send({ type: 'removed' });
        channel.close();
        return { receive() {}, leave() {} };
      }
      const previous = room.members.get(participant.id);
      if (previous) {
        // The same person again (a second tab, a reload): the newer place wins.
        previous.channel.close();
        await leave(roomId, previous);
      }
      const pc = new RTCPeerConnection({
        iceServers: options.iceServers,
        codecs: { audio: [opusCodec()], video: [vp8Codec()] },
        ...(options.portRange ? { icePortRange: options.portRange } : {}),
        ...(options.announcedAddresses.length > 0
          ? { iceAdditionalHostAddresses: options.announcedAddresses }
          : {}),
      });
      const member: Member = {
        participant,
        channel,
        pc,
        media: { audio: true, video: true, screen: false },
        incoming: {},
        outgoing: [],
        negotiating: false,
        again: false,
        gone: false,
      };
      for (const kind of ['audio', 'video'] as const) {
        const transceiver = pc.addTransceiver(kind, { direction: 'recvonly' });
        transceiver.onTrack.subscribe((track) => {
          member.incoming[kind] = { track, transceiver };
          forward(room, member, kind, track);
          room.recorder?.addTrack(member, participant.id, kind, track);
          if (kind === 'video') requestKeyframe(member);
        });
      }
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'failed' || state === 'closed') void leave(roomId, member);
      });
      const others = [...room.members.values()];
      room.members.set(participant.id, member);
      for (const other of others) subscribe(member, other);
      channel.send({
        type: 'welcome',
        you: participant.id,
        participants: [...room.members.values()].map(view),
      });
      if (room.recorder) channel.send({ type: 'recording', active: true });
      for (const other of others) {
        subscribe(other, member);
        other.channel.send({ type: 'joined', participant: view(member) });
        void negotiate(other);
      }
      await negotiate(member);
      return {
        receive: (message) => {
          receive(roomId, member, message).catch((err) =>
            options.log.warn('call signal failed', {
              err,
              type: message.type,
              participantId: participant.id,
            }),
          );
        },
        leave: () => void leave(roomId, member),
      };
    },
    async record(roomId, recording) {
      const room = roomOf(roomId);
      if (room.recorder) throw new Error('This room is already being recorded');
      const recorder = await startRoomRecorder({ ...recording, log: options.log });
      room.recorder = recorder;
      for (const m of room.members.values())
        for (const kind of ['audio', 'video'] as const) {
          const incoming = m.incoming[kind];
          if (incoming) recorder.addTrack(m, m.participant.id, kind, incoming.track);
        }
      requestKeyframes(room);
      broadcast(room, { type: 'recording', active: true });
      return {
        stop: async () => {
          if (room.recorder === recorder) room.recorder = undefined;
          broadcast(room, { type: 'recording', active: false });
          return recorder.stop();
        },
      };
    },
    isRecording(roomId) {
      return rooms.get(roomId)?.recorder !== undefined;
    },
    participants(roomId) {
      return [...(rooms.get(roomId)?.members.values() ?? [])].map((m) => m.participant);
    },
    async close() {
      for (const roomId of [...rooms.keys()]) endRoom(roomId);
    },
  };
}
