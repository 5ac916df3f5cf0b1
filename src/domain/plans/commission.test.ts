import { describe, expect, it } from 'vitest';
import { commissionAmount } from './access';

describe('commissionAmount', () => {
  it('takes the plan percentage of the sale in whole minor units', () => {
    expect(commissionAmount('free', 10000)).toBe(500);
    expect(commissionAmount('starter', 10000)).toBe(200);
    expect(commissionAmount('pro', 10000)).toBe(100);
    expect(commissionAmount('growth', 10000)).toBe(0);
  });

  it('rounds half up, also for zero-decimal amounts', () => {
    // 5% of 1,010 is 50.5; of 1,009 is 50.45.
    expect(commissionAmount('free', 1010)).toBe(51);
    expect(commissionAmount('free', 1009)).toBe(50);
    // ¥30 at 2%: 0.6 → 1 yen.
    expect(commissionAmount('starter', 30)).toBe(1);
  });

  it('uses the default plan for an unknown plan id', () => {
    expect(commissionAmount('retired-plan', 2000)).toBe(100);
    expect(commissionAmount(null, 2000)).toBe(100);
  });
});
