export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation attached as text/calendar (sessions use it). */
  ical?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string };
};

/** Where emails go: SMTP in production, the dev mailbox on a local install. */
export type MailTransport = {
  readonly name: 'smtp' | 'dev-mailbox';
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
};
