import type { Logger } from '../../logger';
import type { Analytics } from './adapter';

/** The default (ADR 037): one structured log line per event, so a log shipper can count them. */
export function createLogAnalytics(log: Logger): Analytics {
  return {
    name: 'log',
    capture({ distinctId, event, properties }) {
      log.info('analytics event', { event, distinctId, properties });
    },
    shutdown: async () => {},
  };
}
