import { useEffect, useState, useSyncExternalStore } from 'react';
import type { BuiltinCallJoinView } from '../../../../domain/calls/call-view';
import { CallConnection, type CallLocalState, type CallSnapshot } from '../call-connection';

declare global {
  interface Window {
    /** The e2e test's view of the call (room page only): inbound RTP per participant. */
    __slotwiseCall?: { stats: CallConnection['stats']; snapshot: () => CallSnapshot };
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
const noSubscription = () => () => {};

/**
 * Connects to the room once admitted, and leaves when the room unmounts or the page goes away.
 * The connection is made in an effect, so a development double mount joins, leaves and joins.
 */
export function useCall(join: BuiltinCallJoinView, local: MediaStream, initial: CallLocalState) {
  const [connection, setConnection] = useState<CallConnection | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one connection per admission; later device and toggle changes go through the connection
  useEffect(() => {
    const created = new CallConnection(join, local, initial);
    setConnection(created);
    window.__slotwiseCall = { stats: () => created.stats(), snapshot: () => created.snapshot };
    const leave = () => created.leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      delete window.__slotwiseCall;
      const { status } = created.snapshot;
      if (status === 'connecting' || status === 'connected') created.leave();
    };
  }, [join]);
  const snapshot = useSyncExternalStore(
    connection ? (listener) => connection.subscribe(listener) : noSubscription,
    () => connection?.snapshot ?? CONNECTING,
  );
  return { connection, snapshot };
}
