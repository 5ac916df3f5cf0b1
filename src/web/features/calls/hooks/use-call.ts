import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CallJoinView } from '../../../../domain/calls/call-view';
import {
  CallConnection,
  type CallLocalState,
  type CallRoomConnection,
  type CallSnapshot,
} from '../call-connection';

declare global {
  interface Window {
    /** The e2e test's view of the call (room page only): inbound RTP per participant. */
    __slotwiseCall?: { stats: CallRoomConnection['stats']; snapshot: () => CallSnapshot };
  }
}

const CONNECTING: CallSnapshot = {
  status: 'connecting',
  you: '',
  participants: [],
  media: {},
  chat: [],
  recording: false,
};
const FAILED: CallSnapshot = { ...CONNECTING, status: 'failed' };
const noSubscription = () => () => {};

/**
 * Connects to the room once admitted, and leaves when the room unmounts or the page goes away.
 * The connection is made in an effect, so a development double mount joins, leaves and joins.
 * The built-in media server's connection is at hand; LiveKit's (ADR 040) is loaded on demand,
 * so a built-in room never downloads livekit-client.
 */
export function useCall(join: CallJoinView, sessionId: string, local: MediaStream, initial: CallLocalState) {
  const [connection, setConnection] = useState<CallRoomConnection | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one connection per admission; later device and toggle changes go through the connection
  useEffect(() => {
    let created: CallRoomConnection | null = null;
    let unmounted = false;
    const leave = () => created?.leave();
    const attach = (made: CallRoomConnection) => {
      created = made;
      setConnection(made);
      window.__slotwiseCall = { stats: () => made.stats(), snapshot: () => made.snapshot };
      window.addEventListener('pagehide', leave);
    };
    if (join.media === 'builtin') attach(new CallConnection(join, local, initial));
    else
      import('../livekit-connection')
        .then(({ LiveKitConnection }) => {
          if (!unmounted) attach(new LiveKitConnection(join, sessionId, local, initial));
        })
        .catch(() => {
          if (!unmounted) setLoadFailed(true);
        });
    return () => {
      unmounted = true;
      window.removeEventListener('pagehide', leave);
      delete window.__slotwiseCall;
      if (!created) return;
      const { status } = created.snapshot;
      if (status === 'connecting' || status === 'connected') created.leave();
    };
  }, [join]);
  const snapshot = useSyncExternalStore(
    connection ? (listener) => connection.subscribe(listener) : noSubscription,
    () => connection?.snapshot ?? (loadFailed ? FAILED : CONNECTING),
  );
  return { connection, snapshot };
}
