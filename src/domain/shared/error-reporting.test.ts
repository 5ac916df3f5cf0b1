import { describe, expect, it } from 'vitest';
import { redactPersonalData, reportablePath, reportableUrl, scrubReportEvent } from './error-reporting';

describe('reportablePath', () => {
  it('drops the query string and the fragment', () => {
    expect(reportablePath('/packages/use?packageId=bp_1&token=abc#top')).toBe('/packages/use');
    expect(reportablePath('https://app.example.com/api/clients?q=ana')).toBe('/api/clients');
  });

  it('replaces a signed manage token in the path', () => {
    const token = `bk_123.${'A'.repeat(30)}-_`;
    expect(reportablePath(`/booking/${token}`)).toBe('/booking/[token]');
    expect(reportablePath(`/api/public/bookings/${token}/cancel`)).toBe(
      '/api/public/bookings/[token]/cancel',
    );
  });

  it('keeps ids and slugs', () => {
    expect(reportablePath('/api/sessions/ses_42/bookings')).toBe('/api/sessions/ses_42/bookings');
    expect(reportablePath('/dr-ana')).toBe('/dr-ana');
    expect(reportablePath('')).toBe('/');
  });
});

describe('reportableUrl', () => {
  it('keeps the origin and cleans the rest', () => {
    expect(reportableUrl('http://127.0.0.1:3000/packages/use?token=x')).toBe(
      'http://127.0.0.1:3000/packages/use',
    );
  });
});

describe('redactPersonalData', () => {
  it('replaces email and IPv4 addresses', () => {
    expect(
      redactPersonalData('Key (email)=(ana.b+1@example.co.uk) already exists; peer 10.0.0.12 closed'),
    ).toBe('Key (email)=([email]) already exists; peer [ip] closed');
  });

  it('leaves ordinary messages alone', () => {
    expect(redactPersonalData('relation "users" does not exist')).toBe('relation "users" does not exist');
  });
});

describe('scrubReportEvent', () => {
  it('keeps the method, a clean URL, safe headers and the user id only', () => {
    const event = scrubReportEvent(
      {
        message: 'failed for ana@example.com',
        exception: { values: [{ value: 'duplicate ana@example.com from 192.168.1.2' }] },
        request: {
          method: 'POST',
          url: 'http://localhost:3000/packages/use?token=secret',
          headers: { 'User-Agent': 'Chromium', Cookie: 'session=abc', Referer: 'http://x/?token=1' },
          cookies: { session: 'abc' },
          data: '{"email":"ana@example.com"}',
          query_string: 'token=secret',
        },
        user: { id: 'usr_1', email: 'ana@example.com', ip_address: '{{auto}}', username: 'ana' },
        breadcrumbs: [{ message: 'clicked' }],
      },
      ['user-agent'],
    );
    expect(event).toEqual({
      message: 'failed for [email]',
      exception: { values: [{ value: 'duplicate [email] from [ip]' }] },
      request: {
        method: 'POST',
        url: 'http://localhost:3000/packages/use',
        headers: { 'User-Agent': 'Chromium' },
      },
      user: { id: 'usr_1' },
    });
  });

  it('drops a user without an id', () => {
    expect(scrubReportEvent({ user: { ip_address: '{{auto}}' } })).toEqual({});
  });
});
