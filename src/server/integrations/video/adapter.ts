import type { ClientSignal, ServerSignal } from '../../../domain/calls/call-signals';

// The call room's media (issue 17, ADR 040). Features see only this port. The built-in adapter
// (werift-sfu.ts) is a selective forwarding unit inside this process: one server-side peer
// connection per participant, forwarding each participant's audio and video to the others. A
// hosted one (LiveKit) is the option for experts who outgrow one machine; it is not built yet.

export type VideoParticipant = { id: string; name: string; role: 'expert' | 'client' };

/** One participant's place in a room, for as long as their signalling socket is open. */
export type RoomConnection = {
  /** A message from the participant's browser, already checked against `clientSignal`. */
  receive(message: ClientSignal): void;
  /** The socket closed: the participant left. */
  leave(): void;
};

/** One participant's audio or video as the server recorded it: a WebM file of that one track. */
export type RecordedFile = {
  path: string;
  participantId: string;
  kind: 'audio' | 'video';
  /** How long after the recording started this file's first instant is. */
  offsetMs: number;
};

export type RoomRecordingOptions = {
  /** A directory of this process's own where the files are written. */
  dir: string;
  /** Everyone left while it was recording (the service then stops it). */
  onRoomEmpty(): void;
};

export type VideoRooms = {
  kind: 'builtin';
  /**
   * Enters `participant` into room `roomId` (a session id); `send` reaches their browser and
   * `close` ends their socket. The same participant joining again replaces their old place.
   */
  connect(
    roomId: string,
    participant: VideoParticipant,
    channel: { send(message: ServerSignal): void; close(): void },
  ): Promise<RoomConnection>;
  /**
   * Starts recording every participant of the room, present and joining later; everyone is told
   * (`recording` message). `stop` ends it, tells the room, and gives back the files.
   */
  record(roomId: string, options: RoomRecordingOptions): Promise<{ stop(): Promise<RecordedFile[]> }>;
  isRecording(roomId: string): boolean;
  /** Everyone in each room, for tests and the expert's screens. */
  participants(roomId: string): VideoParticipant[];
  /** Ends every room (shutdown). */
  close(): Promise<void>;
};
