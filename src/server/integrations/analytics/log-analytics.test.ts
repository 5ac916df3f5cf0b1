import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createLogAnalytics } from './log-analytics';

const capture = (level: 'info' | 'warn') => {
  const lines: string[] = [];
  const analytics = createLogAnalytics(createLogger(level, { service: 'test' }, (l) => lines.push(l)));
  return { analytics, lines };
};

describe('analytics to the structured log (ADR 037)', () => {
  it('writes one JSON line per event with its name, distinct id and properties', async () => {
    const { analytics, lines } = capture('info');
    expect(analytics.name).toBe('log');
    analytics.capture({
      distinctId: 'user_1',
      event: 'workflow action created',
      properties: { workflowId: 'wf_1', offsetAmount: 2, hasCondition: false, recipient: null },
    });
    analytics.capture({ distinctId: 'user_2', event: 'workflow action removed', properties: {} });
    await analytics.shutdown();

    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'analytics event',
      service: 'test',
      event: 'workflow action created',
      distinctId: 'user_1',
      properties: { workflowId: 'wf_1', offsetAmount: 2, hasCondition: false, recipient: null },
    });
    expect(second).toMatchObject({ event: 'workflow action removed', distinctId: 'user_2', properties: {} });
  });

  it('writes nothing when the log level is above info', () => {
    const { analytics, lines } = capture('warn');
    analytics.capture({ distinctId: 'user_1', event: 'workflow action updated', properties: {} });
    expect(lines).toEqual([]);
  });
});
