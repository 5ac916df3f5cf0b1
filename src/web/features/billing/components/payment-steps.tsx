import { Text, Timeline } from '@mantine/core';

// spec doc 1 §4: the payment-method update steps.
export const PAYMENT_STEPS = [
  { key: 'initializing', label: 'Initializing' },
  { key: 'retrieving', label: 'Retrieving your subscription' },
  { key: 'creating', label: 'Creating the payment method' },
  { key: 'updating', label: 'Updating your subscription' },
  { key: 'confirming', label: 'Confirming with your bank' },
  { key: 'activating', label: 'Activating' },
  { key: 'updated', label: 'Updated' },
] as const;

export type PaymentStep = (typeof PAYMENT_STEPS)[number]['key'];

/** Where the update is, step by step; the current one is named for screen readers. */
export function PaymentSteps({ step }: { step: PaymentStep }) {
  const current = PAYMENT_STEPS.findIndex((s) => s.key === step);
  return (
    <Timeline active={current} bulletSize={14} lineWidth={2} aria-label="Payment method update">
      {PAYMENT_STEPS.map((s, i) => (
        <Timeline.Item
          key={s.key}
          title={
            <Text size="sm" fw={i === current ? 700 : 400} c={i > current ? 'dimmed' : undefined}>
              {s.label}
            </Text>
          }
          aria-current={i === current ? 'step' : undefined}
        />
      ))}
    </Timeline>
  );
}
