import { describe, expect, it } from 'vitest';
import { deliveryOutcome, eventLabel } from './integration-labels';

const outcome = {
  status: 'delivered' as const,
  responseStatus: 200,
  error: null,
  durationMs: 84,
};

describe('what a test or a retry says', () => {
  it("reads 'Delivered: 200 in 84 ms'", () => {
    expect(deliveryOutcome(outcome)).toBe('Delivered: 200 in 84 ms');
  });

  it('gives the reason of a failure, or the status the receiver answered', () => {
    expect(
      deliveryOutcome({ ...outcome, status: 'failed', responseStatus: null, error: 'Connection refused' }),
    ).toBe('Failed: Connection refused');
    expect(deliveryOutcome({ ...outcome, status: 'failed', responseStatus: 500, error: null })).toBe(
      'Failed: the receiver answered 500',
    );
    expect(deliveryOutcome({ ...outcome, status: 'failed', responseStatus: null, error: null })).toBe(
      'Failed: no answer',
    );
  });

  it('says a pending delivery is retried after a failed attempt', () => {
    expect(deliveryOutcome({ ...outcome, status: 'pending', responseStatus: 503, error: 'HTTP 503' })).toBe(
      'Retrying: HTTP 503',
    );
    expect(deliveryOutcome({ ...outcome, status: 'pending', responseStatus: null, error: null })).toBe(
      'Sending…',
    );
  });

  it("names events by their labels, and the Test button's as a test", () => {
    expect(eventLabel('session.booked')).toBe('Session booked');
    expect(eventLabel('webhook.test')).toBe('Test event');
  });
});
