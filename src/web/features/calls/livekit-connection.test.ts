// @vitest-environment happy-dom
import { DisconnectReason } from 'livekit-client';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_MAX_LENGTH } from '../../../domain/calls/call-signals';
import {
  decodeChat,
  encodeChat,
  LiveKitConnection,
  participantViewOf,
  statusAfterDisconnect,
} from './livekit-connection';

// The room page's LiveKit side (ADR 040). No LiveKit server can run here (its binary is in neither
// npm nor Debian), so these check what does not need one: how LiveKit's participants, data
// messages and disconnect reasons become the room's snapshot, a connect that fails, and the
// expert's controls going to our API.

describe('a LiveKit participant in the room', () => {
  const base = {
    identity: 'c-booking-1',
    name: 'Grace Hopper',
    attributes: { role: 'client' },
    isMicrophoneEnabled: true,
    isCameraEnabled: false,
    isScreenShareEnabled: false,
  };

  it('is shown by identity, name, role and what they send', () => {
    expect(participantViewOf(base)).toEqual({
      id: 'c-booking-1',
      name: 'Grace Hopper',
      role: 'client',
      audio: true,
      video: false,
      screen: false,
    });
    expect(participantViewOf({ ...base, identity: 'e-1', attributes: { role: 'expert' } }).role).toBe(
      'expert',
    );
  });

  it('is a client unless the token said expert, and named by identity when nameless', () => {
    expect(participantViewOf({ ...base, attributes: {} }).role).toBe('client');
    expect(participantViewOf({ ...base, attributes: { role: 'admin' } }).role).toBe('client');
    expect(participantViewOf({ ...base, name: '' }).name).toBe('c-booking-1');
  });
});

describe('chat over data messages', () => {
  it('round-trips the text', () => {
    expect(decodeChat(encodeChat('Hello, Ada'))).toBe('Hello, Ada');
    expect(decodeChat(encodeChat('  trimmed  '))).toBe('trimmed');
  });

  it('drops what is not a chat message, empty or too long', () => {
    const bytes = (value: string) => new TextEncoder().encode(value);
    expect(decodeChat(bytes('not json'))).toBeNull();
    expect(decodeChat(bytes('{"message":"hi"}'))).toBeNull();
    expect(decodeChat(bytes('{"text":5}'))).toBeNull();
    expect(decodeChat(encodeChat('   '))).toBeNull();
    expect(decodeChat(encodeChat('x'.repeat(CHAT_MAX_LENGTH)))).toBe('x'.repeat(CHAT_MAX_LENGTH));
    expect(decodeChat(encodeChat('x'.repeat(CHAT_MAX_LENGTH + 1)))).toBeNull();
  });
});

describe("LiveKit's disconnect reasons", () => {
  it('become the room’s end states', () => {
    expect(statusAfterDisconnect(DisconnectReason.PARTICIPANT_REMOVED)).toBe('removed');
    expect(statusAfterDisconnect(DisconnectReason.ROOM_DELETED)).toBe('ended');
    expect(statusAfterDisconnect(DisconnectReason.CLIENT_INITIATED)).toBe('left');
    expect(statusAfterDisconnect(DisconnectReason.SERVER_SHUTDOWN)).toBe('failed');
    expect(statusAfterDisconnect(undefined)).toBe('failed');
  });
});

describe('the LiveKit connection', () => {
  const join = {
    media: 'livekit' as const,
    participantId: 'e-ada',
    // Nothing listens here: the connect fails at once.
    url: 'ws://127.0.0.1:9',
    token: 'not-a-token',
  };

  it('starts connecting as the admitted participant, offers no recording, and shows failed when the connect fails (no LiveKit here, nor WebRTC in happy-dom)', async () => {
    const controls = { remove: vi.fn(async () => {}), end: vi.fn(async () => {}) };
    const connection = new LiveKitConnection(
      join,
      'session-1',
      new MediaStream(),
      {
        audio: true,
        video: true,
        screen: false,
      },
      controls,
    );
    expect(connection.canRecord).toBe(false);
    expect(connection.snapshot).toMatchObject({
      status: 'connecting',
      you: 'e-ada',
      participants: [],
      chat: [],
    });
    await vi.waitFor(() => expect(connection.snapshot.status).toBe('failed'), { timeout: 20_000 });
  }, 30_000);

  it("sends the expert's remove and end to our API with the session", async () => {
    const controls = { remove: vi.fn(async () => {}), end: vi.fn(async () => {}) };
    const connection = new LiveKitConnection(
      join,
      'session-1',
      new MediaStream(),
      {
        audio: true,
        video: true,
        screen: false,
      },
      controls,
    );
    connection.removeParticipant('c-booking-1');
    connection.endForEveryone();
    expect(controls.remove).toHaveBeenCalledWith('session-1', 'c-booking-1');
    expect(controls.end).toHaveBeenCalledWith('session-1');
    connection.leave();
    expect(connection.snapshot.status).toBe('left');
  });
});
