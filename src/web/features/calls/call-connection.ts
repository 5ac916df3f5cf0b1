import type {
  ClientSignal,
  ParticipantView,
  ServerSignal,
  TrackMapEntry,
} from '../../../domain/calls/call-signals';
import type { BuiltinCallJoinView } from '../../../domain/calls/call-view';

// The browser's side of a call (issue 17, ADR 040): one RTCPeerConnection with the built-in
// media server and the signalling WebSocket. The server offers; we answer, sending our camera and
// microphone on the two m-lines it opened for them (mids of its first two receive-only lines) and
// receiving everyone else's on the lines its track map names. No React here: the room's hook
// (use-call.ts) renders the snapshot this keeps.

export type ChatMessage = { id: number; from: { id: string; name: string }; text: string; at: string };

export type RemoteMedia = { audio: MediaStream | null; video: MediaStream | null };

export type CallSnapshot = {
  status: 'connecting' | 'connected' | 'left' | 'removed' | 'ended' | 'failed';
  you: string;
  participants: ParticipantView[];
  /** Each other participant's received audio and video, by participant id. */
  media: Record<string, RemoteMedia>;
  chat: ChatMessage[];
  /** Whether the room is being recorded (everyone sees it, issue 17). */
  recording: boolean;
};

export type CallLocalState = { audio: boolean; video: boolean; screen: boolean };

/** What the end-to-end test reads (window.__slotwiseCall, the room page only). */
export type InboundStat = {
  participantId: string | null;
  kind: 'audio' | 'video';
  bytesReceived: number;
  framesDecoded: number;
};

/**
 * What the room's screen uses of a connection: this built-in one, or LiveKit's
 * (livekit-connection.ts, when join answers `media: 'livekit'`, ADR 040).
 */
export type CallRoomConnection = {
  readonly snapshot: CallSnapshot;
  /** Whether the expert can record here (recording needs the built-in media server). */
  readonly canRecord: boolean;
  subscribe(listener: () => void): () => void;
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
  shareScreen(track: MediaStreamTrack | null): Promise<void>;
  replaceLocal(stream: MediaStream): Promise<void>;
  sendChat(text: string): void;
  removeParticipant(participantId: string): void;
  endForEveryone(): void;
  leave(): void;
  stats(): Promise<InboundStat[]>;
};

export class CallConnection implements CallRoomConnection {
  readonly canRecord = true;
  private pc: RTCPeerConnection;
  private ws: WebSocket;
  private tracksByMid = new Map<string, TrackMapEntry>();
  private listeners = new Set<() => void>();
  private chatCounter = 0;
  private localState: CallLocalState;
  private cameraTrack: MediaStreamTrack | null;
  snapshot: CallSnapshot;

  constructor(
    join: BuiltinCallJoinView,
    private local: MediaStream,
    initial: CallLocalState,
  ) {
    this.localState = initial;
    this.cameraTrack = local.getVideoTracks()[0] ?? null;
    this.snapshot = {
      status: 'connecting',
      you: join.participantId,
      participants: [],
      media: {},
      chat: [],
      recording: false,
    };
    this.pc = new RTCPeerConnection({ iceServers: join.iceServers });
    this.pc.onicecandidate = (event) => {
      if (event.candidate) this.send({ type: 'ice', candidate: event.candidate.toJSON() as never });
    };
    this.pc.ontrack = (event) => this.attachTrack(event);
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === 'connected') this.update({ status: 'connected' });
      if (this.pc.connectionState === 'failed') this.update({ status: 'failed' });
    };
    const url = new URL(join.signalUrl, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    this.ws = new WebSocket(url);
    this.ws.onmessage = (event) => {
      void this.handle(JSON.parse(String(event.data)) as ServerSignal);
    };
    this.ws.onclose = () => {
      if (this.snapshot.status === 'connecting' || this.snapshot.status === 'connected') {
        this.update({ status: 'failed' });
      }
    };
    this.ws.onopen = () => this.sendMediaState();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<CallSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private send(message: ClientSignal) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private sendMediaState() {
    this.send({ type: 'media', ...this.localState });
  }

  private async handle(message: ServerSignal) {
    switch (message.type) {
      case 'welcome':
        this.update({ you: message.you, participants: message.participants });
        return;
      case 'offer':
        await this.answer(message.sdp, message.tracks);
        return;
      case 'joined':
        this.update({
          participants: [
            ...this.snapshot.participants.filter((p) => p.id !== message.participant.id),
            message.participant,
          ],
        });
        return;
      case 'left': {
        const { [message.participantId]: _gone, ...media } = this.snapshot.media;
        this.update({
          participants: this.snapshot.participants.filter((p) => p.id !== message.participantId),
          media,
        });
        return;
      }
      case 'media':
        this.update({
          participants: this.snapshot.participants.map((p) =>
            p.id === message.participantId
              ? { ...p, audio: message.audio, video: message.video, screen: message.screen }
              : p,
          ),
        });
        return;
      case 'chat':
        this.chatCounter += 1;
        this.update({
          chat: [
            ...this.snapshot.chat,
            { id: this.chatCounter, from: message.from, text: message.text, at: message.at },
          ],
        });
        return;
      case 'recording':
        this.update({ recording: message.active });
        return;
      case 'removed':
      case 'ended':
        this.close(message.type);
        return;
    }
  }

  private async answer(sdp: string, tracks: TrackMapEntry[]) {
    this.tracksByMid = new Map(tracks.map((t) => [t.mid, t]));
    await this.pc.setRemoteDescription({ type: 'offer', sdp });
    // The server's first two lines (its receive-only audio and video) carry our microphone and camera.
    this.ownMids ??= new Set(
      this.pc
        .getTransceivers()
        .slice(0, 2)
        .map((t) => t.mid ?? ''),
    );
    for (const transceiver of this.ownTransceivers()) {
      const kind = transceiver.receiver.track.kind as 'audio' | 'video';
      const track = kind === 'audio' ? (this.local.getAudioTracks()[0] ?? null) : this.currentVideoTrack();
      if (transceiver.direction === 'recvonly' || transceiver.direction === 'inactive') {
        transceiver.direction = 'sendonly';
      }
      if (transceiver.sender.track !== track) await transceiver.sender.replaceTrack(track);
    }
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    this.send({ type: 'answer', sdp: this.pc.localDescription?.sdp ?? answer.sdp ?? '' });
    // Tracks that arrived before their line was in the map find their owner now.
    for (const transceiver of this.pc.getTransceivers()) {
      const entry = transceiver.mid ? this.tracksByMid.get(transceiver.mid) : undefined;
      if (entry && transceiver.receiver.track.readyState === 'live')
        this.place(entry, transceiver.receiver.track);
    }
  }

  private attachTrack(event: RTCTrackEvent) {
    const mid = event.transceiver.mid;
    const entry = mid ? this.tracksByMid.get(mid) : undefined;
    if (entry) this.place(entry, event.track);
  }

  private place(entry: TrackMapEntry, track: MediaStreamTrack) {
    const current = this.snapshot.media[entry.participantId] ?? { audio: null, video: null };
    if (current[entry.kind]?.getTracks()[0] === track) return;
    const media = {
      ...this.snapshot.media,
      [entry.participantId]: { ...current, [entry.kind]: new MediaStream([track]) },
    };
    this.update({ media });
  }

  private currentVideoTrack(): MediaStreamTrack | null {
    return this.screenTrack ?? this.cameraTrack;
  }

  private screenTrack: MediaStreamTrack | null = null;

  private ownMids: Set<string> | null = null;

  private ownTransceivers(): RTCRtpTransceiver[] {
    return this.pc.getTransceivers().filter((t) => t.mid !== null && this.ownMids?.has(t.mid));
  }

  private videoSender(): RTCRtpSender | undefined {
    return this.ownTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender;
  }

  setAudio(on: boolean) {
    for (const track of this.local.getAudioTracks()) track.enabled = on;
    this.localState = { ...this.localState, audio: on };
    this.sendMediaState();
  }

  setVideo(on: boolean) {
    if (this.cameraTrack) this.cameraTrack.enabled = on;
    this.localState = { ...this.localState, video: on };
    this.sendMediaState();
  }

  /** Shares `track` (from getDisplayMedia) instead of the camera, on the same sender. */
  async shareScreen(track: MediaStreamTrack | null) {
    this.screenTrack?.stop();
    this.screenTrack = track;
    if (track) track.onended = () => void this.shareScreen(null);
    await this.videoSender()?.replaceTrack(this.currentVideoTrack());
    this.localState = { ...this.localState, screen: track !== null };
    this.sendMediaState();
  }

  /** Swaps the camera or microphone for another device, live. */
  async replaceLocal(stream: MediaStream) {
    this.local = stream;
    this.cameraTrack = stream.getVideoTracks()[0] ?? null;
    if (this.cameraTrack) this.cameraTrack.enabled = this.localState.video;
    for (const track of stream.getAudioTracks()) track.enabled = this.localState.audio;
    for (const transceiver of this.ownTransceivers()) {
      const kind = transceiver.receiver.track.kind;
      await transceiver.sender.replaceTrack(
        kind === 'audio' ? (stream.getAudioTracks()[0] ?? null) : this.currentVideoTrack(),
      );
    }
  }

  sendChat(text: string) {
    this.send({ type: 'chat', text });
  }

  removeParticipant(participantId: string) {
    this.send({ type: 'remove', participantId });
  }

  endForEveryone() {
    this.send({ type: 'end' });
  }

  leave() {
    this.send({ type: 'leave' });
    this.close('left');
  }

  private close(status: 'left' | 'removed' | 'ended') {
    this.screenTrack?.stop();
    this.pc.close();
    this.ws.close();
    this.update({ status });
  }

  /** Inbound RTP by participant: bytes and decoded frames (the e2e test watches them rise). */
  async stats(): Promise<InboundStat[]> {
    const report = await this.pc.getStats();
    const out: InboundStat[] = [];
    report.forEach((stat: RTCInboundRtpStreamStats & { mid?: string }) => {
      if (stat.type !== 'inbound-rtp') return;
      const entry = stat.mid ? this.tracksByMid.get(stat.mid) : undefined;
      out.push({
        participantId: entry?.participantId ?? null,
        kind: stat.kind as 'audio' | 'video',
        bytesReceived: stat.bytesReceived ?? 0,
        framesDecoded: stat.framesDecoded ?? 0,
      });
    });
    return out;
  }
}
