import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dependencies } from '../../../../package.json';
import { createLogger } from '../../logger';
import { expertWithPage } from '../../testing/experts';
import { type FakePostHog, startFakePostHog } from '../../testing/fakes/posthog';
import { createTestApp } from '../../testing/test-app';
import { createPostHogAnalytics } from './posthog';

// The PostHog adapter (ADR 037) through the real posthog-node SDK, pointed at a local fake of
// PostHog's capture API (POST /batch/, gzipped): what arrives, with which key, and what never does.

let posthog: FakePostHog;
const log = createLogger('silent');

beforeAll(async () => {
  posthog = await startFakePostHog();
});
afterAll(async () => {
  await posthog?.close();
});
afterEach(() => {
  posthog.batches.length = 0;
  posthog.unexpected.length = 0;
  posthog.failWith(null);
});

/** What the SDK adds to every event's properties; the rest is ours alone. */
const sdkProperties = {
  $lib: 'posthog-node',
  // The SDK names its own version; package.json pins it exactly.
  $lib_version: dependencies['posthog-node'],
  $is_server: true,
  $geoip_disable: true,
};

describe('analytics to PostHog (posthog-node against a fake PostHog)', () => {
  it('sends queued events on shutdown, with the project key, distinct ids and properties as captured', async () => {
    const analytics = createPostHogAnalytics({ apiKey: 'phc_project', host: posthog.host }, log);
    expect(analytics.name).toBe('posthog');
    analytics.capture({
      distinctId: 'user_ada',
      event: 'workflow action created',
      properties: {
        workflowId: 'wf_1',
        actionId: 'act_1',
        offsetAmount: 2,
        recipient: null,
        hasCondition: false,
      },
    });
    analytics.capture({
      distinctId: 'user_bob',
      event: 'workflow action removed',
      properties: { workflowId: 'wf_2', actionId: 'act_2', removedWith: 'workflow' },
    });
    // The default batch is 20 events or 5 seconds: nothing has gone yet; shutdown sends them.
    expect(posthog.events()).toEqual([]);
    await analytics.shutdown();

    expect(posthog.batches.length).toBeGreaterThan(0);
    for (const batch of posthog.batches) {
      expect(batch.body.api_key).toBe('phc_project');
      expect(batch.gzip).toBe(true);
    }
    const events = posthog.events();
    expect(events.map((e) => [e.event, e.distinct_id])).toEqual([
      ['workflow action created', 'user_ada'],
      ['workflow action removed', 'user_bob'],
    ]);
    expect(events[0]!.properties).toEqual({
      workflowId: 'wf_1',
      actionId: 'act_1',
      offsetAmount: 2,
      recipient: null,
      hasCondition: false,
      ...sdkProperties,
    });
    expect(events[1]!.properties).toEqual({
      workflowId: 'wf_2',
      actionId: 'act_2',
      removedWith: 'workflow',
      ...sdkProperties,
    });
    for (const e of events) {
      expect(e.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(e.timestamp ?? ''))).toBe(false);
    }
    // Capture only: no feature-flag or any other request.
    expect(posthog.unexpected).toEqual([]);
  });

  it('sends a batch as soon as flushAt events are queued, without waiting for shutdown', async () => {
    const analytics = createPostHogAnalytics(
      { apiKey: 'phc_project', host: posthog.host, flushAt: 2, flushInterval: 60_000 },
      log,
    );
    analytics.capture({ distinctId: 'user_ada', event: 'workflow action updated', properties: { n: 1 } });
    analytics.capture({ distinctId: 'user_ada', event: 'workflow action updated', properties: { n: 2 } });
    const events = await posthog.waitForEvents(2, 5_000);
    expect(events.map((e) => e.properties?.n)).toEqual([1, 2]);
    await analytics.shutdown();
  });

  it('never throws and ends its shutdown in time when PostHog is failing', async () => {
    // A PostHog of its own: the SDK keeps retrying in the background after shutdown gave up.
    const down = await startFakePostHog();
    down.failWith(503);
    try {
      const analytics = createPostHogAnalytics(
        { apiKey: 'phc_project', host: down.host, shutdownTimeoutMs: 500 },
        log,
      );
      expect(() =>
        analytics.capture({ distinctId: 'user_ada', event: 'workflow action created', properties: {} }),
      ).not.toThrow();
      const started = Date.now();
      await expect(analytics.shutdown()).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(down.events()).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('the app with POSTHOG_API_KEY', () => {
  it("sends the workflow action events with the expert's id and nothing about anyone", async () => {
    const email = 'posthog-expert@example.com';
    const t = await createTestApp({ POSTHOG_API_KEY: 'phc_app', POSTHOG_HOST: posthog.host });
    let userId: string;
    try {
      expect(t.services.deps.analytics.name).toBe('posthog');
      const made = await expertWithPage(t, email, 'posthog-expert');
      userId = made.owner.userId;
      const expert = made.client;
      const workflow = await expert.request('POST', '/api/workflows', { name: 'Reminders', type: 'session' });
      expect(workflow.status).toBe(201);
      const id = workflow.body.id as string;
      const added = await expert.request('POST', `/api/workflows/${id}/actions`, {
        kind: 'email.client',
        trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'day' },
        message: 'Dear {{client.firstName}}, Ana Lovelace told us: see you tomorrow',
      });
      expect(added.status).toBe(201);
      const actionId = added.body.actions[0].id as string;
      const updated = await expert.request('PUT', `/api/workflows/${id}/actions/${actionId}`, {
        kind: 'automation',
        trigger: { type: 'session.ended', direction: 'after', amount: 30, unit: 'minute' },
        description: 'Secret follow-up note',
      });
      expect(updated.status).toBe(200);
      expect((await expert.request('DELETE', `/api/workflows/${id}/actions/${actionId}`)).status).toBe(200);
    } finally {
      // Closing the app shuts the adapter down, which sends what is queued.
      await t.close();
    }

    const events = posthog.events();
    expect(events.map((e) => [e.event, e.distinct_id])).toEqual([
      ['workflow action created', userId],
      ['workflow action updated', userId],
      ['workflow action removed', userId],
    ]);
    expect(posthog.batches.every((b) => b.body.api_key === 'phc_app')).toBe(true);
    const sent = posthog.batches.map((b) => b.raw).join('\n');
    for (const secret of [
      email,
      'Test Expert',
      'Ana Lovelace',
      'see you tomorrow',
      'Secret follow-up',
      'Reminders',
    ]) {
      expect(sent).not.toContain(secret);
    }
  });
});
