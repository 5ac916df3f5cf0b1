import { describe, expect, it } from 'vitest';
import {
  cancellationPolicyInput,
  NOTICE_CHOICES_MINUTES,
  needsCancellationRules,
  noticeLabel,
} from './cancellation-policy';

describe('cancellation policy', () => {
  it('offers exactly the spec notice choices', () => {
    expect(NOTICE_CHOICES_MINUTES.map(noticeLabel)).toEqual([
      '0 minutes',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
      '3 hours',
      '6 hours',
      '12 hours',
      '24 hours',
      '2 days',
      '3 days',
      '1 week',
    ]);
  });

  it('removes the notice of whatever is disabled', () => {
    expect(
      cancellationPolicyInput.parse({
        cancellationDisabled: true,
        cancellationMinNotice: 60,
        reschedulingDisabled: false,
        reschedulingMinNotice: 1440,
      }),
    ).toEqual({
      cancellationDisabled: true,
      cancellationMinNotice: null,
      reschedulingDisabled: false,
      reschedulingMinNotice: 1440,
    });
  });

  it('refuses a notice that is not one of the choices', () => {
    const r = cancellationPolicyInput.safeParse({
      cancellationDisabled: false,
      cancellationMinNotice: 7,
      reschedulingDisabled: false,
    });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['cancellationMinNotice'],
      message: 'Please choose one of the notice periods',
    });
  });

  it('knows when the plan feature is needed', () => {
    const base = { cancellationDisabled: false, reschedulingDisabled: true };
    expect(needsCancellationRules(cancellationPolicyInput.parse({ ...base, cancellationMinNotice: 0 }))).toBe(
      false,
    );
    expect(
      needsCancellationRules(cancellationPolicyInput.parse({ ...base, cancellationMinNotice: 30 })),
    ).toBe(true);
  });
});
