import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './smtp-transport';

// The real adapter (nodemailer) against a real SMTP peer on loopback.
let server: SMTPServer;
let port: number;
const received: Array<{ from: string; to: string[]; raw: string }> = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP transport', () => {
  it('delivers the message with its text, HTML and calendar parts', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
    await transport.send({
      from: 'Slotwise <no-reply@slotwise.test>',
      to: 'client@example.com',
      subject: 'Your session is booked',
      text: 'See you on Monday',
      html: '<p>See you on Monday</p>',
      ical: { method: 'REQUEST', content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR' },
    });
    await transport.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('no-reply@slotwise.test');
    expect(mail!.to).toEqual(['client@example.com']);
    expect(mail!.raw).toContain('Subject: Your session is booked');
    expect(mail!.raw).toContain('See you on Monday');
    expect(mail!.raw).toContain('text/calendar; charset=utf-8; method=REQUEST');
  });

  it('rejects when the server is unreachable, so the job is retried', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000');
    await expect(
      transport.send({ from: 'a@b.co', to: 'c@d.co', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    await transport.close();
  });
});
