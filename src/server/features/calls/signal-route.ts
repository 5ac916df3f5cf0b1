import { upgradeWebSocket } from '@hono/node-server';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { CALL_MESSAGES } from '../../../domain/calls/call-messages';
import { clientSignal, type ServerSignal } from '../../../domain/calls/call-signals';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import type { RoomConnection } from '../../integrations/video/adapter';
import type { Presence } from '../call-usage/usage-meter';
import { verifyCallTicket } from './call-link';

// The room's signalling socket (issue 17): GET /api/calls/{sessionId}/signal?ticket=… upgraded
// to a WebSocket (@hono/node-server with ws, main.ts). The ticket from POST …/join says who this
// is; every message is checked against `clientSignal`, and a message that fails closes the socket.

const MAX_MESSAGE_BYTES = 256 * 1024;

export function addSignalRoute(router: OpenAPIHono<AppEnv>, deps: AppDeps) {
  router.get('/:sessionId/signal', async (c, next) => {
    const ticket = verifyCallTicket(deps.secrets.linkSigningKey, c.req.query('ticket') ?? '', nowMs(deps));
    if (!ticket || ticket.sessionId !== c.req.param('sessionId')) throw forbidden(CALL_MESSAGES.foreignLink);
    // With LiveKit (ADR 040) browsers signal to LiveKit itself; this socket is the built-in room's.
    const video = deps.video;
    if (video.kind !== 'builtin') throw conflict(CALL_MESSAGES.notBuiltInMedia);
    const participant = { id: ticket.participantId, name: ticket.name, role: ticket.role };
    let connection: Promise<RoomConnection> | undefined;
    // Call minutes (ADR 043): present from the socket's open to its close.
    let presence: Presence | undefined;
    const upgrade = upgradeWebSocket(() => ({
      onOpen(_event, ws) {
        const channel = {
          send: (message: ServerSignal) => {
            if (ws.readyState === 1) ws.send(JSON.stringify(message));
          },
          close: () => ws.close(1000),
        };
        presence = deps.callUsage.enter(ticket.sessionId, participant.id);
        connection = video.connect(ticket.sessionId, participant, channel);
        connection.catch((err) => {
          deps.log.warn('call connect failed', { err, sessionId: ticket.sessionId });
          ws.close(1011);
        });
      },
      onMessage(event, ws) {
        const text = typeof event.data === 'string' ? event.data : '';
        let parsed: ReturnType<typeof clientSignal.safeParse> | undefined;
        try {
          parsed = text.length <= MAX_MESSAGE_BYTES ? clientSignal.safeParse(JSON.parse(text)) : undefined;
        } catch {
          parsed = undefined;
        }
        if (!parsed?.success) {
          ws.close(1008, 'Invalid message');
          return;
        }
        const message = parsed.data;
        void connection?.then((room) => room.receive(message));
      },
      onClose() {
        presence?.leave();
        void connection?.then((room) => room.leave());
      },
    }));
    return upgrade(c, next);
  });
}
