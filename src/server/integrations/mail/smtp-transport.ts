import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.ical ? { icalEvent: { method: email.ical.method, content: email.ical.content } } : {}),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
