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

/** The notice that a plan change paused workflows beyond the new plan's one active workflow. */
export function workflowsPausedEmail(input: {
  to: string;
  planName: string;
  paused: number;
  billingUrl: string;
}): EmailDraft {
  const count = input.paused === 1 ? 'one workflow' : `${input.paused} workflows`;
  const { html, text } = renderEmail({
    heading: `We paused ${count}`,
    paragraphs: [
      `You are on the ${input.planName} plan now, which keeps one workflow active. We paused ${count}; nothing was deleted.`,
      'Choose a plan with multiple active workflows to turn them back on.',
    ],
    action: { label: 'View plans and billing', url: input.billingUrl },
  });
  return { to: input.to, subject: `Your plan changed: we paused ${count}`, html, text };
}
