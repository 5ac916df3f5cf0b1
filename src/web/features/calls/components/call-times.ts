import type { CallRoomView } from '../../../../domain/calls/call-view';

// The session's times in the reader's own zone (the browser's): a client may be anywhere.
const day = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function callTimes(room: Pick<CallRoomView, 'start' | 'end' | 'opensAt'>) {
  const start = new Date(room.start);
  return {
    when: `${day.format(start)}, ${time.format(start)}–${time.format(new Date(room.end))}`,
    opens: time.format(new Date(room.opensAt)),
  };
}
