import type { ClientSignal, ServerSignal } from '../../../domain/calls/call-signals';

// The call room's media (issue 17, ADR 040). Features see only this port. The built-in adapter
// (werift-sfu.ts) is a selective forwarding unit inside this process: one server-side peer
// connection per participant, forwarding each participant's audio and video to the others. The
// LiveKit adapter (livekit-rooms.ts, CALLS_MEDIA=livekit) is the option for experts who outgrow one
// machine: browsers connect to a LiveKit deployment with a join token we sign, and we control its
// rooms through its server API; presence reaches us through its webhooks.

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

export type BuiltinVideoRooms = {
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

/** What a browser needs to enter a LiveKit room: the deployment's address and its join token. */
export type LiveKitAdmission = { url: string; token: string };

/** A participant entered or left a LiveKit room, or the room closed, as its webhook said. */
export type LiveKitRoomEvent =
  | { id: string; type: 'participant_joined' | 'participant_left'; roomId: string; participantId: string }
  | { id: string; type: 'room_finished'; roomId: string }
  | { id: string; type: 'other'; name: string };

export type LiveKitVideoRooms = {
  kind: 'livekit';
  /** A short-lived join token for `participant` in room `roomId` (a session id). */
  admit(roomId: string, participant: VideoParticipant): Promise<LiveKitAdmission>;
  /** Everyone in the room now, from LiveKit's server API. */
  participants(roomId: string): Promise<VideoParticipant[]>;
  /** Takes a participant out of the room (false: they were not in it). */
  remove(roomId: string, participantId: string): Promise<boolean>;
  /** Ends the room for everyone (false: it was not open). */
  end(roomId: string): Promise<boolean>;
  /**
   * A webhook delivery checked against its signature: the event; null when the signature is
   * wrong; 'malformed' when it is right but the body is no webhook event.
   */
  verifyWebhook(
    body: string,
    authorization: string | undefined,
  ): Promise<LiveKitRoomEvent | 'malformed' | null>;
  close(): Promise<void>;
};

export type VideoRooms = BuiltinVideoRooms | LiveKitVideoRooms;
