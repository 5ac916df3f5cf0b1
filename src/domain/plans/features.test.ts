import { describe, expect, it } from 'vitest';
import { FEATURE_KEYS, FEATURE_LABELS, featureKeySchema } from './features';

describe('feature keys', () => {
  it('lists every gate named in the specs, each with a label', () => {
    expect(FEATURE_KEYS).toHaveLength(16);
    expect(Object.keys(FEATURE_LABELS).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(FEATURE_LABELS.packagePaymentPlans).toBe('Monthly payment plans for packages');
  });

  it('parses known keys only', () => {
    expect(featureKeySchema.parse('recording')).toBe('recording');
    expect(featureKeySchema.safeParse('teleportation').success).toBe(false);
  });
});
