import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BookedPackageDetailView } from '../../../../domain/booked-packages/booked-package-view';
import { moneyLabel } from '../../sessions/session-format';
import { discountPath } from '../paths';

type Payment = BookedPackageDetailView['payment'];

function discountValue(discount: NonNullable<Payment['discount']>, currency: string): string {
  if (discount.valueType === 'percentage') return `${discount.percentOff ?? 0}% off`;
  return `${moneyLabel(discount.amountOff ?? 0, currency)} off`;
}

/** spec (doc 1, §2): the payment amount, with the discount code used and a link to it. */
export function PaymentCard({ booked }: { booked: BookedPackageDetailView }) {
  const { payment, paymentPlan } = booked;
  const discount = payment.discount;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="payment-title">
      <Stack gap="xs">
        <Title order={3} fz="md" id="payment-title">
          Payment
        </Title>
        <Text fz={22} fw={700}>
          {payment.amount === 0 ? 'Free' : moneyLabel(payment.amount, payment.currency)}
        </Text>
        <Text size="sm" c="dimmed">
          {paymentPlan
            ? `In ${paymentPlan.count} monthly installments of ${moneyLabel(paymentPlan.amount, paymentPlan.currency)}.`
            : payment.amount === 0
              ? 'Nothing to pay.'
              : 'Paid in full.'}
        </Text>
        {discount ? (
          <Text size="sm">
            {'Discount '}
            {discount.codeId ? (
              <Anchor component={Link} to={discountPath(discount.codeId)} fw={600}>
                {discount.code ?? 'code'}
              </Anchor>
            ) : (
              <strong>{discount.code ?? 'code'}</strong>
            )}
            {`: ${discountValue(discount, payment.currency)}`}
            {discount.amountOffApplied !== null
              ? `, ${moneyLabel(discount.amountOffApplied, payment.currency)} taken off`
              : ''}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
