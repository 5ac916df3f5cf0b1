import { formatStoredMoney as money } from '../../../domain/money/money';
import { formatInZone } from '../../../domain/time/format-in-zone';
import type { DbOrTx } from '../../db/client';
import { renderEmail } from '../../integrations/mail/layout';
import type { Outbox } from '../../integrations/mail/outbox';
import type { LockedInstallment } from './installment-repository';

// spec (doc 1, issue 6): a failed installment is told to the client and to the expert by email,
// in the charging transaction (ADR 004), so the emails exist exactly when the failure does.

export async function queueInstallmentFailedEmails(
  tx: DbOrTx,
  deps: { outbox: Outbox; publicUrl: string; payUrl: string },
  found: LockedInstallment,
  failureMessage: string,
): Promise<void> {
  const { booked, plan, installment } = found;
  const zone = found.expertTimeZone ?? 'UTC';
  const amount = money(installment.amount, plan.currency);
  const due = formatInZone(installment.dueAt, zone, 'd MMMM yyyy');
  const which = `installment ${found.position} of ${plan.count}`;
  const client = `${booked.clientFirstName} ${booked.clientLastName}`.trim();

  const toClient = renderEmail({
    heading: "Your payment didn't go through",
    paragraphs: [
      `Hi ${booked.clientFirstName},`,
      `We couldn't charge ${amount} for ${booked.packageTitle} with ${found.displayName} (${which}, due ${due}). ${failureMessage}`,
      // Issue 14 (ADR 035): the client pays this one installment through its pay link.
      'You can pay it now with the button below: it opens a secure checkout for this installment.',
    ],
    action: { label: 'Pay now', url: deps.payUrl },
  });
  await deps.outbox.queue(tx, {
    to: booked.clientEmail,
    subject: `Payment failed: ${booked.packageTitle} with ${found.displayName}`,
    ...toClient,
  });

  const toExpert = renderEmail({
    heading: 'A payment plan installment failed',
    paragraphs: [
      `${client} (${booked.clientEmail}) was not charged ${amount} for ${booked.packageTitle} (${which}, due ${due}). ${failureMessage}`,
      'The installment is marked failed; the plan stays active and its next installments are still charged on their due dates.',
    ],
    action: {
      label: 'Open the booked package',
      url: `${deps.publicUrl}/dashboard/home/packages/${encodeURIComponent(booked.id)}`,
    },
  });
  await deps.outbox.queue(tx, {
    to: found.expertEmail,
    subject: `Installment failed: ${client}, ${booked.packageTitle}`,
    ...toExpert,
  });
}

/**
 * Issue 14: a failed installment paid through its pay link is acknowledged to both sides, in the
 * transaction that marks it paid.
 */
export async function queueInstallmentPaidEmails(
  tx: DbOrTx,
  deps: { outbox: Outbox; publicUrl: string },
  found: LockedInstallment,
): Promise<void> {
  const { booked, plan, installment } = found;
  const amount = money(installment.amount, plan.currency);
  const which = `installment ${found.position} of ${plan.count}`;
  const client = `${booked.clientFirstName} ${booked.clientLastName}`.trim();
  await deps.outbox.queue(tx, {
    to: booked.clientEmail,
    subject: `Payment received: ${booked.packageTitle} with ${found.displayName}`,
    ...renderEmail({
      heading: 'Thank you, your payment went through',
      paragraphs: [
        `Hi ${booked.clientFirstName},`,
        `We received ${amount} for ${booked.packageTitle} with ${found.displayName} (${which}). Nothing more is due for it.`,
      ],
    }),
  });
  await deps.outbox.queue(tx, {
    to: found.expertEmail,
    subject: `Installment paid: ${client}, ${booked.packageTitle}`,
    ...renderEmail({
      heading: 'A failed installment was paid',
      paragraphs: [
        `${client} (${booked.clientEmail}) paid ${amount} for ${booked.packageTitle} (${which}) through the payment link.`,
      ],
      action: {
        label: 'Open the booked package',
        url: `${deps.publicUrl}/dashboard/home/packages/${encodeURIComponent(booked.id)}`,
      },
    }),
  });
}
