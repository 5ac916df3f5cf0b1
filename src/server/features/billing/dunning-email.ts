import { CHARGE_FAILED } from '../../../domain/billing/messages';
import { formatStoredMoney } from '../../../domain/money/money';
import { renderEmail } from '../../integrations/mail/layout';
import type { EmailDraft } from '../../integrations/mail/outbox';

/** The email of a failed renewal (dunning): what failed, when it is retried, where to fix it. */
export function dunningEmail(input: {
  to: string;
  planName: string;
  amountDue: number;
  currency: string;
  /** Seconds since the epoch; null when the provider will not retry. */
  nextAttempt: number | null;
  updateUrl: string;
}): EmailDraft {
  const amount = formatStoredMoney(input.amountDue, input.currency);
  const retry = input.nextAttempt
    ? `We will try again on ${new Date(input.nextAttempt * 1000).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}.`
    : 'We will not try again by ourselves.';
  const { html, text } = renderEmail({
    heading: CHARGE_FAILED,
    paragraphs: [
      `The renewal of your ${input.planName} plan (${amount}) could not be charged to your card.`,
      `${retry} Please update your card so your plan and its features stay on.`,
    ],
    action: { label: 'Update payment method', url: input.updateUrl },
  });
  return { to: input.to, subject: `Your ${input.planName} plan renewal payment failed`, html, text };
}
