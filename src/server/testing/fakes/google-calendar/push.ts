import type { calendar_v3 } from '@googleapis/calendar';
import { type Answer, apiError, type GoogleState, nextNumber } from './state';

export type { Delivery, FakeChannel } from './state';

// Push notifications as Google Calendar sends them ('Push notifications' guide): events.watch
// opens a web_hook channel on a calendar's events and answers a Channel; Google then posts a
// 'sync' message, and an 'exists' message after every change, to the channel's address with the
// X-Goog-Channel-* and X-Goog-Resource-* headers and no body; channels.stop ends it.

/** Google's default channel lifetime for events: a week. */
const DEFAULT_TTL_S = 604_800;

export function watch(
  state: GoogleState,
  sub: string,
  calendarId: string,
  body: calendar_v3.Schema$Channel,
): Answer {
  if (body.type !== 'web_hook' && body.type !== 'webhook')
    return apiError(400, 'invalid', 'Invalid value for: type');
  if (!body.id) return apiError(400, 'required', 'Required: id');
  let address: URL;
  try {
    address = new URL(body.address ?? '');
  } catch {
    return apiError(400, 'invalid', 'Invalid value for: address');
  }
  // Google posts to https only; the fake lets tests post to a local http server.
  if (address.protocol !== 'https:' && !state.push.allowHttp)
    return apiError(400, 'push.webhookUrlNotHttps', `WebHook callback must be HTTPS: ${body.address}`);
  if (state.push.channels.has(body.id))
    return apiError(400, 'channelIdNotUnique', `Channel id ${body.id} not unique`);
  const ttl = Number(body.params?.ttl ?? DEFAULT_TTL_S);
  const channel: calendar_v3.Schema$Channel = {
    kind: 'api#channel',
    id: body.id,
    resourceId: `fake-resource-${encodeURIComponent(calendarId)}`,
    resourceUri: `${state.url}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events?alt=json`,
    ...(body.token && { token: body.token }),
    expiration: String(state.push.now() + ttl * 1000),
  };
  state.push.channels.set(body.id, {
    channel,
    sub,
    calendarId,
    address: address.toString(),
    messages: 0,
    stopped: false,
  });
  send(state, body.id, 'sync');
  return { status: 200, body: channel };
}

export function stop(state: GoogleState, sub: string, body: calendar_v3.Schema$Channel): Answer {
  const found = body.id ? state.push.channels.get(body.id) : undefined;
  if (!found || found.stopped || found.sub !== sub || found.channel.resourceId !== body.resourceId)
    return apiError(404, 'notFound', `Channel '${body.id}' not found for project`);
  found.stopped = true;
  return { status: 204, body: null };
}

/** Posts one message on a channel (the fake's own clock decides expiry). */
export function send(state: GoogleState, channelId: string, resourceState: string, token?: string | null) {
  const found = state.push.channels.get(channelId);
  if (!found) throw new Error(`No channel ${channelId}`);
  const { channel } = found;
  found.messages += 1;
  const sentToken = token === undefined ? (channel.token ?? null) : token;
  const headers: Record<string, string> = {
    'X-Goog-Channel-ID': channel.id ?? '',
    'X-Goog-Channel-Expiration': new Date(Number(channel.expiration)).toUTCString(),
    'X-Goog-Resource-ID': channel.resourceId ?? '',
    'X-Goog-Resource-URI': channel.resourceUri ?? '',
    'X-Goog-Resource-State': resourceState,
    'X-Goog-Message-Number': String(found.messages + nextNumber(state)),
    ...(sentToken !== null && { 'X-Goog-Channel-Token': sentToken }),
  };
  const delivery = fetch(found.address, { method: 'POST', headers })
    .then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    })
    .catch(() => 0)
    .then((status) => {
      state.push.deliveries.push({ channelId, state: resourceState, token: sentToken, status });
    });
  state.push.pending.add(delivery);
  void delivery.finally(() => state.push.pending.delete(delivery));
}

/** A change in a calendar: every live channel on it gets an 'exists' message. */
export function changed(state: GoogleState, sub: string, calendarId: string) {
  for (const [id, found] of state.push.channels) {
    if (found.stopped || found.sub !== sub || found.calendarId !== calendarId) continue;
    if (Number(found.channel.expiration) <= state.push.now()) continue;
    send(state, id, 'exists');
  }
}
