import { type PlaceholderValues, renderMessage } from '../../../domain/automation/placeholders';
import { meetingPlaceLine } from '../../../domain/locations/meeting-place';
import { formatInZone } from '../../../domain/time/format-in-zone';
import type { sessions } from '../../db/schema/sessions';
import { renderEmail } from '../../integrations/mail/layout';
import type { EmailDraft } from '../../integrations/mail/outbox';
import { sessionPlace } from '../public-booking/booking-emails';

// issue 15: what a workflow's reminder or email says. The expert's message, with its placeholders
// filled for this recipient; a reminder without a message says when and where the session is.

export type Recipient = {
  email: string;
  zone: string;
  /** The client the message is about (and, for a client, to). */
  client: { firstName: string; lastName: string } | null;
  /** A client's own manage link; none for the expert. */
  manageUrl: string | null;
  /** The reader's way into a built-in video session's call room (issue 17): a client's join link, the expert's room address. */
  roomUrl: string | null;
};

export type Composition = {
  type: 'reminder' | 'email';
  audience: 'client' | 'expert';
  message: string | null;
  session: typeof sessions.$inferSelect;
  expertName: string;
};

const when = (start: Date, zone: string) =>
  `${formatInZone(start, zone, "EEEE d MMMM yyyy 'at' HH:mm")} (${zone})`;

export function placeholderValues(c: Composition, to: Recipient): PlaceholderValues {
  const place = sessionPlace(c.session, to.roomUrl);
  return {
    'client.firstName': to.client?.firstName,
    'client.name': to.client ? `${to.client.firstName} ${to.client.lastName}` : undefined,
    'expert.name': c.expertName,
    'session.title': c.session.title,
    'session.start': when(c.session.start, to.zone),
    'session.joinLink': place.kind === 'link' ? place.url : undefined,
    'session.manageLink': to.manageUrl ?? undefined,
  };
}

export function composeWorkflowEmail(c: Composition, to: Recipient): EmailDraft {
  const { session } = c;
  const withWhom =
    c.audience === 'client'
      ? c.expertName
      : to.client
        ? `${to.client.firstName} ${to.client.lastName}`
        : null;
  const title = withWhom ? `${session.title} with ${withWhom}` : session.title;
  const subject = c.type === 'reminder' ? `Reminder: ${title}` : title;
  const message = c.message?.trim() ? renderMessage(c.message, placeholderValues(c, to)) : null;
  const paragraphs = [
    ...(message ? message.split(/\n{2,}/) : [`This is a reminder of your ${title}.`]),
    ...(c.type === 'reminder' || !message
      ? [
          `When: ${when(session.start, to.zone)}`,
          `Where: ${meetingPlaceLine(sessionPlace(session, to.roomUrl), c.audience, c.expertName)}`,
        ]
      : []),
  ];
  return {
    to: to.email,
    subject,
    ...renderEmail({
      heading: subject,
      paragraphs,
      action: to.manageUrl ? { label: 'Manage your booking', url: to.manageUrl } : undefined,
      footer: `Sent by Slotwise for ${c.expertName}`,
    }),
  };
}
