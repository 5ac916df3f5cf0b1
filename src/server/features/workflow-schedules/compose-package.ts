import { renderMessage } from '../../../domain/automation/placeholders';
import { formatInZone } from '../../../domain/time/format-in-zone';
import type { bookedPackages } from '../../db/schema/booked-packages';
import { renderEmail } from '../../integrations/mail/layout';
import type { EmailDraft } from '../../integrations/mail/outbox';

// issue 15: what a package workflow's reminder or email says: the expert's message with the
// package's placeholders filled; without a message, the package's sessions left and its expiry.

export type PackageComposition = {
  type: 'reminder' | 'email';
  audience: 'client' | 'expert';
  message: string | null;
  booked: typeof bookedPackages.$inferSelect;
  sessionsRemaining: number;
  expertName: string;
  /** The expert's zone: a booked package keeps no client zone. */
  zone: string;
  /** The client's link to book with the package; none for the expert. */
  useUrl: string | null;
};

const day = (at: Date, zone: string) => formatInZone(at, zone, 'd MMMM yyyy');

export function composePackageEmail(c: PackageComposition, to: string): EmailDraft {
  const { booked } = c;
  const client = `${booked.clientFirstName} ${booked.clientLastName}`;
  const title = `${booked.packageTitle} with ${c.audience === 'client' ? c.expertName : client}`;
  const subject = c.type === 'reminder' ? `Reminder: ${title}` : title;
  const remaining = `Sessions left: ${c.sessionsRemaining}`;
  const expiry = booked.expiresAt ? `Use them by ${day(booked.expiresAt, c.zone)}.` : null;
  const message = c.message?.trim()
    ? renderMessage(c.message, {
        'client.firstName': booked.clientFirstName,
        'client.name': client,
        'expert.name': c.expertName,
        'package.title': booked.packageTitle,
        'package.sessionsRemaining': String(c.sessionsRemaining),
        'package.expiresOn': booked.expiresAt ? day(booked.expiresAt, c.zone) : undefined,
      })
    : null;
  const paragraphs = message
    ? message.split(/\n{2,}/)
    : [`This is a reminder about ${title}.`, remaining, ...(expiry ? [expiry] : [])];
  return {
    to,
    subject,
    ...renderEmail({
      heading: subject,
      paragraphs,
      action: c.useUrl ? { label: 'Book a session', url: c.useUrl } : undefined,
      footer: `Sent by Slotwise for ${c.expertName}`,
    }),
  };
}
