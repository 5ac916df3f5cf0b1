import {
  DisconnectReason,
  LocalAudioTrack,
  LocalVideoTrack,
  type Participant,
  type RemoteParticipant,
  Room,
  RoomEvent,
  Track,
} from 'livekit-client';
import { CHAT_MAX_LENGTH, type ParticipantView } from '../../../domain/calls/call-signals';
import type { LiveKitCallJoinView } from '../../../domain/calls/call-view';
import { endCallForEveryone, removeCallParticipant } from './api/call-controls';
import type {
  CallLocalState,
  CallRoomConnection,
  CallSnapshot,
  InboundStat,
  RemoteMedia,
} from './call-connection';

// The browser's side of a call on LiveKit (ADR 040; join answered `media: 'livekit'`), with
// livekit-client: the same snapshot the built-in connection keeps, so the room's screen is one.
// Our camera and microphone are published as user-provided tracks (the lobby's own), the screen as
// a screen-share track; chat travels as reliable data messages on the topic 'chat'; the expert's
// remove and end go through our API (LiveKit's server API behind it). This module is loaded only
// when a room is on LiveKit (use-call.ts imports it on demand), so the built-in room does not pay
// for livekit-client.

export const CHAT_TOPIC = 'chat';

type ParticipantLike = Pick<
  Participant,
  'identity' | 'name' | 'attributes' | 'isMicrophoneEnabled' | 'isCameraEnabled' | 'isScreenShareEnabled'
>;

/** A LiveKit participant as the room shows them; the role rides in the token's attributes. */
export function participantViewOf(p: ParticipantLike): ParticipantView {
  return {
    id: p.identity,
    name: p.name || p.identity,
    role: p.attributes.role === 'expert' ? 'expert' : 'client',
    audio: p.isMicrophoneEnabled,
    video: p.isCameraEnabled,
    screen: p.isScreenShareEnabled,
  };
}

/** What the room says after LiveKit closed the connection without our asking. */
export function statusAfterDisconnect(reason: DisconnectReason | undefined): CallSnapshot['status'] {
  if (reason === DisconnectReason.PARTICIPANT_REMOVED) return 'removed';
  if (reason === DisconnectReason.ROOM_DELETED) return 'ended';
  if (reason === DisconnectReason.CLIENT_INITIATED) return 'left';
  return 'failed';
}

/** A chat message as a data message's bytes. */
export function encodeChat(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify({ text }));
}

/** A data message's chat text, or null when it is not one (the same limits as the built-in room). */
export function decodeChat(payload: Uint8Array): string | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (typeof value !== 'object' || value === null || !('text' in value) || typeof value.text !== 'string')
      return null;
    const text = value.text.trim();
    return text.length > 0 && text.length <= CHAT_MAX_LENGTH ? text : null;
  } catch {
    return null;
  }
}

export type LiveKitControls = {
  remove(sessionId: string, participantId: string): Promise<void>;
  end(sessionId: string): Promise<void>;
};

export class LiveKitConnection implements CallRoomConnection {
  readonly canRecord = false;
  snapshot: CallSnapshot;
  private room = new Room({ adaptiveStream: true, dynacast: true });
  private listeners = new Set<() => void>();
  private chatCounter = 0;
  private microphone: LocalAudioTrack | null = null;
  private camera: LocalVideoTrack | null = null;
  private screen: LocalVideoTrack | null = null;
  /** One MediaStream per received track, so a tile keeps its stream across updates. */
  private streams = new Map<string, MediaStream>();
  private leaving = false;

  constructor(
    private join: LiveKitCallJoinView,
    private sessionId: string,
    private local: MediaStream,
    private state: CallLocalState,
    private controls: LiveKitControls = { remove: removeCallParticipant, end: endCallForEveryone },
  ) {
    this.snapshot = {
      status: 'connecting',
      you: join.participantId,
      participants: [],
      media: {},
      chat: [],
      recording: false,
    };
    const refresh = () => this.refresh();
    this.room
      .on(RoomEvent.ParticipantConnected, refresh)
      .on(RoomEvent.ParticipantDisconnected, refresh)
      .on(RoomEvent.TrackPublished, refresh)
      .on(RoomEvent.TrackUnpublished, refresh)
      .on(RoomEvent.TrackSubscribed, refresh)
      .on(RoomEvent.TrackUnsubscribed, refresh)
      .on(RoomEvent.TrackMuted, refresh)
      .on(RoomEvent.TrackUnmuted, refresh)
      .on(RoomEvent.LocalTrackPublished, refresh)
      .on(RoomEvent.LocalTrackUnpublished, refresh)
      .on(RoomEvent.RecordingStatusChanged, (recording) => this.update({ recording }))
      .on(RoomEvent.DataReceived, (payload, participant, _kind, topic) => {
        if (topic !== CHAT_TOPIC || !participant) return;
        const text = decodeChat(payload);
        if (text)
          this.addChat({ id: participant.identity, name: participant.name || participant.identity }, text);
      })
      .on(RoomEvent.Disconnected, (reason) => {
        if (this.snapshot.status !== 'connecting' && this.snapshot.status !== 'connected') return;
        this.stopScreen();
        this.update({ status: this.leaving ? 'left' : statusAfterDisconnect(reason) });
      });
    void this.start();
  }

  private async start() {
    try {
      await this.room.connect(this.join.url, this.join.token);
      const microphone = this.local.getAudioTracks()[0];
      const camera = this.local.getVideoTracks()[0];
      // User-provided tracks: LiveKit mutes them (enabled = false) but never stops the lobby's devices.
      if (microphone) {
        this.microphone = new LocalAudioTrack(microphone, undefined, true);
        if (!this.state.audio) await this.microphone.mute();
        await this.room.localParticipant.publishTrack(this.microphone, { source: Track.Source.Microphone });
      }
      if (camera) {
        this.camera = new LocalVideoTrack(camera, undefined, true);
        if (!this.state.video) await this.camera.mute();
        await this.room.localParticipant.publishTrack(this.camera, { source: Track.Source.Camera });
      }
      if (this.leaving) return;
      this.update({ status: 'connected' });
      this.refresh();
    } catch {
      if (!this.leaving) this.update({ status: 'failed' });
    }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<CallSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private streamOf(track: MediaStreamTrack | undefined): MediaStream | null {
    if (!track) return null;
    let stream = this.streams.get(track.id);
    if (!stream) {
      stream = new MediaStream([track]);
      this.streams.set(track.id, stream);
    }
    return stream;
  }

  private mediaOf(p: RemoteParticipant): RemoteMedia {
    const track = (source: Track.Source) => p.getTrackPublication(source)?.track?.mediaStreamTrack;
    return {
      audio: this.streamOf(track(Track.Source.Microphone)),
      // A shared screen takes the tile's place of the camera, as in the built-in room.
      video: this.streamOf(track(Track.Source.ScreenShare) ?? track(Track.Source.Camera)),
    };
  }

  private refresh() {
    const remote = [...this.room.remoteParticipants.values()];
    const media: Record<string, RemoteMedia> = {};
    for (const p of remote) media[p.identity] = this.mediaOf(p);
    this.update({
      participants: [this.room.localParticipant, ...remote].map(participantViewOf),
      media,
    });
  }

  private addChat(from: { id: string; name: string }, text: string) {
    this.chatCounter += 1;
    const message = { id: this.chatCounter, from, text, at: new Date().toISOString() };
    this.update({ chat: [...this.snapshot.chat, message] });
  }

  setAudio(on: boolean) {
    this.state = { ...this.state, audio: on };
    void (on ? this.microphone?.unmute() : this.microphone?.mute());
  }

  setVideo(on: boolean) {
    this.state = { ...this.state, video: on };
    void (on ? this.camera?.unmute() : this.camera?.mute());
  }

  private stopScreen() {
    this.screen?.mediaStreamTrack.stop();
    this.screen = null;
  }

  /** Publishes `track` (from getDisplayMedia) as the screen share; null stops sharing. */
  async shareScreen(track: MediaStreamTrack | null) {
    const previous = this.screen;
    this.screen = null;
    if (previous) {
      await this.room.localParticipant.unpublishTrack(previous, true);
    }
    if (track) {
      this.screen = new LocalVideoTrack(track, undefined, true);
      track.addEventListener('ended', () => void this.shareScreen(null), { once: true });
      await this.room.localParticipant.publishTrack(this.screen, { source: Track.Source.ScreenShare });
    }
    this.state = { ...this.state, screen: track !== null };
    this.refresh();
  }

  /** Swaps the camera or microphone for another device, live. */
  async replaceLocal(stream: MediaStream) {
    this.local = stream;
    const microphone = stream.getAudioTracks()[0];
    const camera = stream.getVideoTracks()[0];
    if (microphone && this.microphone) await this.microphone.replaceTrack(microphone, true);
    if (camera && this.camera) await this.camera.replaceTrack(camera, true);
    this.setAudio(this.state.audio);
    this.setVideo(this.state.video);
  }

  sendChat(text: string) {
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > CHAT_MAX_LENGTH) return;
    void this.room.localParticipant
      .publishData(encodeChat(trimmed), { reliable: true, topic: CHAT_TOPIC })
      .then(() => {
        const me = this.room.localParticipant;
        this.addChat({ id: me.identity, name: me.name || me.identity }, trimmed);
      })
      .catch(() => {
        // Not sent (the connection is gone): the room shows the connection's state instead.
      });
  }

  removeParticipant(participantId: string) {
    void this.controls.remove(this.sessionId, participantId).catch(() => {
      // Already gone: LiveKit's participant_left updates the grid.
    });
  }

  endForEveryone() {
    void this.controls.end(this.sessionId).catch(() => {
      // The room had already closed.
    });
  }

  leave() {
    this.leaving = true;
    this.stopScreen();
    void this.room.disconnect();
    this.update({ status: 'left' });
  }

  /** Inbound RTP of each received track (the same shape the built-in room's test reads). */
  async stats(): Promise<InboundStat[]> {
    const out: InboundStat[] = [];
    for (const p of this.room.remoteParticipants.values()) {
      for (const publication of p.trackPublications.values()) {
        const report = await publication.track?.getRTCStatsReport();
        report?.forEach((stat: RTCInboundRtpStreamStats) => {
          if (stat.type !== 'inbound-rtp') return;
          out.push({
            participantId: p.identity,
            kind: stat.kind as 'audio' | 'video',
            bytesReceived: stat.bytesReceived ?? 0,
            framesDecoded: stat.framesDecoded ?? 0,
          });
        });
      }
    }
    return out;
  }
}
