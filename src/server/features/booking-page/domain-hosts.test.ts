import { describe, expect, it } from 'vitest';
import { customDomainScheme, customDomainUrl, hostNameOf, isOurHost } from './domain-hosts';

// Which Host is ours and how a custom domain's address is written (issue 19, ADR 054).
describe('hostNameOf', () => {
  it('keeps the name only: lower case, without the port or a trailing dot', () => {
    expect(hostNameOf('Book.Example.COM:8443')).toBe('book.example.com');
    expect(hostNameOf('book.example.com.')).toBe('book.example.com');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf(undefined)).toBe('');
  });
});

describe('isOurHost', () => {
  const config = { publicUrl: 'https://slotwise.example' };
  it("is PUBLIC_URL's host, localhost and any IP address", () => {
    for (const host of [
      'slotwise.example',
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '10.0.0.5',
      '[::1]',
      '',
    ]) {
      expect(isOurHost(config, host), host).toBe(true);
    }
  });

  it('is not any other name, our subdomains included', () => {
    for (const host of ['book.example.com', 'www.slotwise.example', 'slotwise.example.evil.com']) {
      expect(isOurHost(config, host), host).toBe(false);
    }
  });
});

describe('customDomainUrl', () => {
  it('is https where the app is, and http with the port on a local install', () => {
    expect(customDomainScheme({ publicUrl: 'https://slotwise.example' })).toBe('https');
    expect(customDomainUrl({ publicUrl: 'https://slotwise.example' }, 'xn--bcher-kva.example')).toBe(
      'https://xn--bcher-kva.example',
    );
    expect(customDomainUrl({ publicUrl: 'http://localhost:3000' }, 'book.example.test')).toBe(
      'http://book.example.test:3000',
    );
  });
});
