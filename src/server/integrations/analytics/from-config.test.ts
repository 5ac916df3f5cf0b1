import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createAnalyticsFromConfig } from './from-config';

// Which adapter configuration picks (ADR 037). The PostHog client is only built here, never asked
// to send: its delivery is tested against the fake PostHog (posthog.integration.test.ts).

const log = createLogger('silent');

describe('analytics configuration', () => {
  it('picks the structured log without POSTHOG_API_KEY', async () => {
    const analytics = await createAnalyticsFromConfig(loadConfig({}), log);
    expect(analytics.name).toBe('log');
    await analytics.shutdown();
  });

  it('picks PostHog with POSTHOG_API_KEY', async () => {
    const config = loadConfig({ POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: 'http://127.0.0.1:9' });
    const analytics = await createAnalyticsFromConfig(config, log);
    expect(analytics.name).toBe('posthog');
    // Nothing was captured, so shutdown has nothing to send and returns at once.
    await analytics.shutdown();
  });
});
