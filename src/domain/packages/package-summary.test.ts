import { describe, expect, it } from 'vitest';
import {
  cloneTitle,
  expiryLabel,
  includedSummary,
  paymentPlanLabel,
  priceLabel,
  sessionsTotal,
} from './package-summary';

const pkg = {
  personalSessions: [{ serviceId: 's1', title: 'Coaching call', count: 3 }],
  groupSessions: [
    { sessionId: 'g1', title: 'Breathwork circle', start: '2030-05-01T10:00:00.000Z' },
    { sessionId: 'g2', title: 'Breathwork circle', start: '2030-05-08T10:00:00.000Z' },
  ],
  series: [{ seriesId: 'y', title: 'Yoga series', count: 1 }],
};

describe('package summary', () => {
  it('lists what is included, counting group sessions of the same title together', () => {
    expect(includedSummary(pkg)).toBe('3 × Coaching call, 2 × Breathwork circle, 1 × Yoga series');
    expect(includedSummary({ personalSessions: [], groupSessions: [], series: [] })).toBe('');
    expect(sessionsTotal(pkg)).toBe(6);
  });

  it('shows the price, Free for 0, and the monthly plan', () => {
    expect(priceLabel({ price: 12000, currency: 'USD' })).toBe('$120.00');
    expect(priceLabel({ price: 0, currency: 'USD' })).toBe('Free');
    expect(paymentPlanLabel({ paymentPlan: { months: 3, amount: 4000 }, currency: 'USD' })).toBe(
      'or 3 × $40.00/month',
    );
    expect(paymentPlanLabel({ paymentPlan: null, currency: 'USD' })).toBeNull();
  });

  it('shows how long a package is valid', () => {
    expect(expiryLabel({ expiryDays: 90 })).toBe('Valid 90 days');
    expect(expiryLabel({ expiryDays: 1 })).toBe('Valid 1 day');
    expect(expiryLabel({ expiryDays: null })).toBeNull();
  });

  it('adds (clone) to the title of a clone', () => {
    expect(cloneTitle('Five calls')).toBe('Five calls (clone)');
  });
});
