import { PostHog, type PostHogOptions } from 'posthog-node';
import type { Logger } from '../../logger';
import type { Analytics } from './adapter';

export type PostHogAnalyticsOptions = {
  /** The project API key (phc_…): write-only, it can send events and read nothing. */
  apiKey: string;
  /** https://us.i.posthog.com, https://eu.i.posthog.com, a self-hosted instance, or a test's fake. */
  host: string;
  /** How long shutdown waits for queued events to be sent. */
  shutdownTimeoutMs?: number;
  /** The SDK's batching: send once this many events are queued (default 20)… */
  flushAt?: number;
  /** …or this many milliseconds after the first one (default 5000 in posthog-node 5). */
  flushInterval?: number;
};

// PostHog's official Node SDK (ADR 037). It queues events in memory and posts them in batches to
// <host>/batch/ (gzipped), so capture never waits on the network; shutdown sends what is left.
// Nothing else of the SDK is used: no feature flags (no personal API key, no /flags calls), no
// exception autocapture, and GeoIP off (the sender is our server; its address says nothing).
export function createPostHogAnalytics(options: PostHogAnalyticsOptions, log: Logger): Analytics {
  const sdkOptions: PostHogOptions = {
    host: options.host,
    flushAt: options.flushAt,
    flushInterval: options.flushInterval,
    disableGeoip: true,
    enableExceptionAutocapture: false,
  };
  const client = new PostHog(options.apiKey, sdkOptions);
  // A failed delivery is the SDK's to retry; we only say it happened (never the event's data).
  client.on('error', (err: unknown) => log.warn('analytics delivery failed', { err }));
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 2000;
  return {
    name: 'posthog',
    capture({ distinctId, event, properties }) {
      try {
        client.capture({ distinctId, event, properties });
      } catch (err) {
        log.warn('analytics event dropped', { event, err });
      }
    },
    async shutdown() {
      try {
        await client.shutdown(shutdownTimeoutMs);
      } catch (err) {
        log.warn('analytics events not sent at shutdown', { err });
      }
    },
  };
}
