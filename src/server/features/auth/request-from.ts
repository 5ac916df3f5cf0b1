import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEVICE_COOKIE, readDeviceCookie } from '../../auth/device-cookie';
import type { AppDeps } from '../../deps';
import { clientAddress } from '../../http/client-address';
import type { RequestFrom } from './service';

/** Who is asking: better-auth needs the headers, the limits the address and the known browser. */
export function requestFrom(deps: Pick<AppDeps, 'secrets' | 'config'>, c: Context): RequestFrom {
  return {
    headers: c.req.raw.headers,
    clientAddress: clientAddress(c, deps.config.trustProxy),
    device: readDeviceCookie(deps.secrets.authSecret, getCookie(c, DEVICE_COOKIE)),
  };
}
