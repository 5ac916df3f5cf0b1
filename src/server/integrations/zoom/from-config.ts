import type { ZoomConfig } from '../../zoom-config';
import { createOfflineZoomAdapter } from './offline';
import type { ZoomAdapter } from './port';
import { createZoomRestAdapter } from './zoom-rest';

/** The configured Zoom adapter, or null when this installation offers no Zoom. */
export function createZoomFromConfig(config: ZoomConfig, now: () => number): ZoomAdapter | null {
  if (config.kind === 'none') return null;
  if (config.kind === 'offline') return createOfflineZoomAdapter(now);
  return createZoomRestAdapter({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    now,
    ...(config.apiBase ? { apiBase: config.apiBase } : {}),
    ...(config.oauthBase ? { oauthBase: config.oauthBase } : {}),
  });
}
