import { z } from 'zod';

// spec (doc 2, §5): the notice choices, exactly: 0, 5, 10, 15, 30, 45 minutes, 1, 1.5, 2, 3, 6,
// 12, 24 hours, 2 days, 3 days, 1 week. Stored in minutes.
export const NOTICE_CHOICES_MINUTES = [
  0, 5, 10, 15, 30, 45, 60, 90, 120, 180, 360, 720, 1440, 2880, 4320, 10080,
] as const;

export const INVALID_NOTICE = 'Please choose one of the notice periods';

const noticeField = z
  .number({ error: () => INVALID_NOTICE })
  .refine((n) => (NOTICE_CHOICES_MINUTES as readonly number[]).includes(n), { message: INVALID_NOTICE });

/** "0 minutes", "45 minutes", "1 hour", "1.5 hours", "24 hours", "2 days", "1 week". */
export function noticeLabel(minutes: number): string {
  if (minutes === 10080) return '1 week';
  if (minutes > 1440) return `${minutes / 1440} days`;
  if (minutes >= 60) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

// spec (doc 2, §7): the notice fields are removed when cancelling or rescheduling is disabled.
export const cancellationPolicyInput = z
  .object({
    cancellationDisabled: z.boolean({ error: () => 'Required' }),
    cancellationMinNotice: noticeField.nullish(),
    reschedulingDisabled: z.boolean({ error: () => 'Required' }),
    reschedulingMinNotice: noticeField.nullish(),
  })
  .transform((v) => ({
    cancellationDisabled: v.cancellationDisabled,
    cancellationMinNotice: v.cancellationDisabled ? null : (v.cancellationMinNotice ?? 0),
    reschedulingDisabled: v.reschedulingDisabled,
    reschedulingMinNotice: v.reschedulingDisabled ? null : (v.reschedulingMinNotice ?? 0),
  }));
export type CancellationPolicyInput = z.input<typeof cancellationPolicyInput>;
export type CancellationPolicy = z.output<typeof cancellationPolicyInput>;

export const cancellationPolicyView = z.object({
  cancellationDisabled: z.boolean(),
  cancellationMinNotice: z.number().nullable(),
  reschedulingDisabled: z.boolean(),
  reschedulingMinNotice: z.number().nullable(),
});

/** A minimum notice above zero needs the plan's cancellation-rules feature. */
export function needsCancellationRules(policy: CancellationPolicy): boolean {
  return (policy.cancellationMinNotice ?? 0) > 0 || (policy.reschedulingMinNotice ?? 0) > 0;
}
