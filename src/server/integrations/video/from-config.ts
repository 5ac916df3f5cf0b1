import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { BuiltinVideoRooms, LiveKitVideoRooms, VideoRooms } from './adapter';

/**
 * The configured call media (ADR 040): the built-in media server, or a LiveKit deployment
 * (CALLS_MEDIA=livekit). Either SDK is loaded on first use, so a server that never hosts a call
 * does not pay for it at start (ADR 009).
 */
export function createVideoRoomsFromConfig(config: Config, log: Logger): VideoRooms {
  const livekit = config.calls.livekit;
  return config.calls.media === 'livekit' && livekit ? lazyLiveKit(livekit) : lazyBuiltin(config, log);
}

function lazyLiveKit(settings: NonNullable<Config['calls']['livekit']>): LiveKitVideoRooms {
  let loading: Promise<LiveKitVideoRooms> | undefined;
  const rooms = () => {
    loading ??= import('./livekit-rooms').then(({ createLiveKitRooms }) => createLiveKitRooms(settings));
    return loading;
  };
  return {
    kind: 'livekit',
    admit: async (roomId, participant) => (await rooms()).admit(roomId, participant),
    participants: async (roomId) => (await rooms()).participants(roomId),
    remove: async (roomId, participantId) => (await rooms()).remove(roomId, participantId),
    end: async (roomId) => (await rooms()).end(roomId),
    verifyWebhook: async (body, authorization) => (await rooms()).verifyWebhook(body, authorization),
    close: async () => {},
  };
}

function lazyBuiltin(config: Config, log: Logger): BuiltinVideoRooms {
  let loading: Promise<BuiltinVideoRooms> | undefined;
  let loaded: BuiltinVideoRooms | undefined;
  const rooms = () => {
    loading ??= import('./werift-sfu').then(({ createWeriftSfu }) => {
      loaded = createWeriftSfu({
        iceServers: config.calls.iceServers,
        portRange: config.calls.rtcPorts,
        announcedAddresses: config.calls.announcedAddresses,
        log,
      });
      return loaded;
    });
    return loading;
  };
  return {
    kind: 'builtin',
    connect: async (roomId, participant, channel) => (await rooms()).connect(roomId, participant, channel),
    record: async (roomId, recording) => (await rooms()).record(roomId, recording),
    isRecording: (roomId) => loaded?.isRecording(roomId) ?? false,
    participants: (roomId) => loaded?.participants(roomId) ?? [],
    close: async () => loaded?.close(),
  };
}
