// The built-in media server (werift-sfu.ts) alone in a process of its own, for the call capacity
// benchmark (bench/call-capacity.ts): its CPU is then the server's only. Signalling goes over the
// parent's IPC channel instead of WebSockets: the same ClientSignal and ServerSignal messages.
import type { ClientSignal, ServerSignal } from '../../src/domain/calls/call-signals';
import type { RoomConnection } from '../../src/server/integrations/video/adapter';
import { createWeriftSfu } from '../../src/server/integrations/video/werift-sfu';
import { createLogger } from '../../src/server/logger';

export type HostRequest =
  | { type: 'connect'; id: string; room: string }
  | { type: 'signal'; id: string; message: ClientSignal }
  | { type: 'cpu' }
  | { type: 'close' };

export type HostReply =
  | { type: 'signal'; id: string; message: ServerSignal }
  | { type: 'cpu'; micros: number }
  | { type: 'closed' };

const log = createLogger('error', { service: 'sfu-host' }, () => {});
const rooms = createWeriftSfu({
  iceServers: [],
  portRange: undefined,
  announcedAddresses: ['127.0.0.1'],
  log,
});
const connections = new Map<string, RoomConnection>();
const reply = (message: HostReply) => process.send?.(message);

process.on('message', async (request: HostRequest) => {
  switch (request.type) {
    case 'connect': {
      const connection = await rooms.connect(
        request.room,
        { id: request.id, name: request.id, role: 'client' },
        { send: (message) => reply({ type: 'signal', id: request.id, message }), close: () => {} },
      );
      connections.set(request.id, connection);
      break;
    }
    case 'signal':
      connections.get(request.id)?.receive(request.message);
      break;
    case 'cpu': {
      const { user, system } = process.cpuUsage();
      reply({ type: 'cpu', micros: user + system });
      break;
    }
    case 'close':
      await rooms.close();
      reply({ type: 'closed' });
      process.exit(0);
  }
});
