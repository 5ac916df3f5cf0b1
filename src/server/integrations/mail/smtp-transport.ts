import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailTransport } from './transport';

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // nodemailer is loaded on first use: a local install without SMTP never pays for it at start-up.
  let transporter: Promise<Transporter> | undefined;
  const connect = () => {
    // Timeouts far below the job lease (jobs/queue.ts LOCK_MS), so a slow server cannot make
    // another worker retake the job and send the email twice.
    transporter ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport({
        url: smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      } as SMTPTransport.Options),
    );
    return transporter;
  };
  return {
    name: 'smtp',
    async send(email) {
      await (await connect()).sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.ical ? { icalEvent: { method: email.ical.method, content: email.ical.content } } : {}),
      });
    },
    async close() {
      if (transporter) (await transporter).close();
    },
  };
}
