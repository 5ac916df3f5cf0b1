import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { emailMessages } from '../../db/schema/email';
import { newId } from '../../ids';
import { enqueueJob } from '../../jobs/queue';
import type { OutgoingEmail } from './transport';

export const SEND_EMAIL_JOB = 'email.send';

export type EmailDraft = Omit<OutgoingEmail, 'from'>;

export type Outbox = {
  /**
   * Stores the email and queues its delivery, inside the caller's transaction when given one.
   * With an idempotency key, queueing the same key again stores and sends nothing more and
   * answers the first message's id.
   */
  queue(db: DbOrTx, email: EmailDraft, options?: { idempotencyKey?: string }): Promise<string>;
};

export function createOutbox(from: string, clock: Clock, afterQueue: () => void): Outbox {
  return {
    async queue(db, email, options = {}) {
      const id = newId();
      const idempotencyKey = options.idempotencyKey ?? null;
      const stored = await db
        .insert(emailMessages)
        .values({
          id,
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          ical: email.ical ?? null,
          idempotencyKey,
          status: 'queued',
        })
        .onConflictDoNothing({ target: emailMessages.idempotencyKey })
        .returning({ id: emailMessages.id });
      if (stored.length === 0) {
        const [first] = await db
          .select({ id: emailMessages.id })
          .from(emailMessages)
          .where(eq(emailMessages.idempotencyKey, idempotencyKey!));
        return first!.id;
      }
      await enqueueJob(db, SEND_EMAIL_JOB, { messageId: id }, { runAt: clock.now() });
      afterQueue();
      return id;
    },
  };
}

export async function findEmail(db: DbOrTx, id: string) {
  const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  return row;
}

export async function listRecentEmails(db: DbOrTx, limit = 100) {
  return db.select().from(emailMessages).orderBy(desc(emailMessages.createdAt)).limit(limit);
}
