import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Analytics } from './adapter';
import { createLogAnalytics } from './log-analytics';

// The one place configuration picks the analytics adapter (ADR 037): PostHog with POSTHOG_API_KEY,
// else the structured log, which is a real adapter and fine in production (analytics are
// optional). The SDK is loaded only when PostHog is chosen: a local install's start-up never
// evaluates it (ADR 009).
export async function createAnalyticsFromConfig(config: Config, log: Logger): Promise<Analytics> {
  const analytics = config.analytics;
  if (analytics.kind === 'posthog') {
    const { createPostHogAnalytics } = await import('./posthog');
    return createPostHogAnalytics({ apiKey: analytics.apiKey, host: analytics.host }, log);
  }
  return createLogAnalytics(log);
}
