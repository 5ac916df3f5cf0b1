import type { ContactInput } from '../../../domain/support/contact-input';
import { CONTACT_MESSAGES, contactTopicLabel } from '../../../domain/support/contact-rules';
import type { AppDeps } from '../../deps';
import { escapeHtml } from '../../http/html';
import { type Limit, takeFromLimit } from '../auth/limits';

const HOUR = 60 * 60_000;

// Counted in the same throttle table as sign-in (ADR 025), so every server process shares them.
export const CONTACT_LIMITS = {
  perClient: { prefix: 'contact-ip', max: 5, windowMs: HOUR, message: CONTACT_MESSAGES.tooMany },
  perSender: { prefix: 'contact-email', max: 3, windowMs: HOUR, message: CONTACT_MESSAGES.tooMany },
} satisfies Record<string, Limit>;

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');

/**
 * The /contact form: the message to the operator's SUPPORT_EMAIL and a receipt to the sender,
 * both through the outbox in one transaction, after the per-address and per-sender limits.
 */
export async function sendContactMessage(
  deps: AppDeps,
  input: ContactInput,
  client: string,
): Promise<string> {
  const db = deps.database.db;
  const now = deps.clock.now();
  await takeFromLimit(db, CONTACT_LIMITS.perClient, client, now);
  await takeFromLimit(db, CONTACT_LIMITS.perSender, input.email, now);
  const topic = contactTopicLabel(input.topic);
  await db.transaction(async (tx) => {
    await deps.outbox.queue(tx, {
      to: deps.config.supportEmail,
      subject: `Contact form: ${topic} (${input.name})`,
      text: `From: ${input.name} <${input.email}>\nTopic: ${topic}\n\n${input.message}\n`,
      html: `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;<br><strong>Topic:</strong> ${escapeHtml(topic)}</p>${paragraphs(input.message)}`,
    });
    await deps.outbox.queue(tx, {
      to: input.email,
      subject: 'We received your message',
      text: `Hi ${input.name},\n\nThanks for writing to Slotwise support. We answer within one business day, by email to this address.\n\nYour message:\n\n${input.message}\n`,
      html: `<p>Hi ${escapeHtml(input.name)},</p><p>Thanks for writing to Slotwise support. We answer within one business day, by email to this address.</p><p>Your message:</p><blockquote>${paragraphs(input.message)}</blockquote>`,
    });
  });
  return CONTACT_MESSAGES.sent;
}
