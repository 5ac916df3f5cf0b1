import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { ZoomAdapter } from '../../integrations/zoom/port';

/** What the Zoom feature and its job need. */
export type ZoomDeps = Pick<AppDeps, 'config' | 'secrets' | 'outbox' | 'log' | 'clock'> & {
  db: Db;
  zoom: ZoomAdapter | null;
};
