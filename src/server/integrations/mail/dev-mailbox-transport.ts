import type { Logger } from '../../logger';
import type { MailTransport } from './transport';

// Offline adapter: the message already sits in the email_messages table, which /dev/mailbox
// shows; delivering it only means logging it, so a local install works with no SMTP server.
export function createDevMailboxTransport(log: Logger, publicUrl: string): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(email) {
      log.info('email delivered to the dev mailbox', {
        to: email.to,
        subject: email.subject,
        mailbox: `${publicUrl}/dev/mailbox`,
      });
    },
    async close() {},
  };
}
