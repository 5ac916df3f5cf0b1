import { describe, expect, it } from 'vitest';
import { creditsLeftLabel, expiryLine, paymentPlanLine, sessionsLabel } from './package-labels';

describe('package labels', () => {
  it('says the payment plan and the expiry in words', () => {
    expect(paymentPlanLine({ count: 3, amount: 4000 }, 'USD')).toBe('or 3 monthly payments of $40');
    expect(paymentPlanLine({ count: 12, amount: 1050 }, 'EUR')).toBe('or 12 monthly payments of €10.50');
    expect(expiryLine(90)).toBe('Use within 90 days of purchase');
    expect(expiryLine(1)).toBe('Use within 1 day of purchase');
  });

  it('counts sessions and credits left', () => {
    expect(sessionsLabel(1)).toBe('1 session');
    expect(sessionsLabel(3)).toBe('3 sessions');
    expect(creditsLeftLabel(1, 2)).toBe('1 of 2 left');
    expect(creditsLeftLabel(0, 2)).toBe('0 of 2 left');
  });
});
