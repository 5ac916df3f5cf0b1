import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stampNow } from '../db/schema/columns';
import { emailMessages } from '../db/schema/email';
import { findEmail } from '../integrations/mail/outbox';
import type { MailTransport } from '../integrations/mail/transport';
import type { JobHandler } from './worker';

// Delivers one queued email. Idempotent: a message already sent is not sent again when a
// worker crashed after delivery but before completing the job.
export function sendEmailJob(db: Db, transport: MailTransport): JobHandler {
  return async (job) => {
    const { messageId } = job.payload as { messageId: string };
    const message = await findEmail(db, messageId);
    if (!message || message.status === 'sent') return;
    try {
      await transport.send({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.ical ? { ical: message.ical } : {}),
      });
    } catch (error) {
      const finalAttempt = job.attempts >= job.maxAttempts;
      await db
        .update(emailMessages)
        .set({
          attempts: sql`${emailMessages.attempts} + 1`,
          lastError: error instanceof Error ? error.message : String(error),
          status: finalAttempt ? 'failed' : 'queued',
        })
        .where(eq(emailMessages.id, messageId));
      throw error;
    }
    await db
      .update(emailMessages)
      .set({ status: 'sent', sentAt: stampNow(), attempts: sql`${emailMessages.attempts} + 1` })
      .where(eq(emailMessages.id, messageId));
  };
}
