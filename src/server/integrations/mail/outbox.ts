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
  /** Stores the email and queues its delivery, inside the caller's transaction when given one. */
  queue(db: DbOrTx, email: EmailDraft): Promise<string>;
};

export function createOutbox(from: string, clock: Clock, afterQueue: () => void): Outbox {
  return {
    async queue(db, email) {
      const id = newId();
      await db.insert(emailMessages).values({
        id,
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ical: email.ical ?? null,
        status: 'queued',
      });
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
