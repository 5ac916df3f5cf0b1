import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { VideoRooms } from './adapter';

/**
 * The configured call media: the built-in media server (ADR 040). werift is loaded on the first
 * call, so a server that never hosts one does not pay for it at start (ADR 009).
 */
export function createVideoRoomsFromConfig(config: Config, log: Logger): VideoRooms {
  let loading: Promise<VideoRooms> | undefined;
  let loaded: VideoRooms | undefined;
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
