import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Custom domains' settings (issue 19, ADR 054).
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://slotwise.example',
  AUTH_SECRET: 'a'.repeat(32),
  LINK_SIGNING_KEY: 'b'.repeat(32),
  CREDENTIALS_KEY: Buffer.alloc(32, 1).toString('base64'),
};

describe('loadConfig: custom domains and the DNS resolver', () => {
  it('uses the sandbox resolver and our loopback address on a local install', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x' });
    expect(config.domains).toEqual({
      target: { aRecord: '127.0.0.1', cnameTarget: 'localhost' },
      resolver: { kind: 'sandbox' },
    });
  });

  it('asks Cloudflare over DNS-over-HTTPS in production, offering domains only with DOMAINS_A_RECORD', () => {
    expect(loadConfig(production).domains).toEqual({
      target: null,
      resolver: { kind: 'doh', url: 'https://cloudflare-dns.com/dns-query', timeoutMs: 5000 },
    });
    const config = loadConfig({
      ...production,
      DOMAINS_A_RECORD: '203.0.113.10',
      DOMAINS_CNAME_TARGET: 'domains.slotwise.example',
      DNS_DOH_URL: 'https://dns.google/resolve',
      DNS_TIMEOUT_MS: '2000',
    });
    expect(config.domains).toEqual({
      target: { aRecord: '203.0.113.10', cnameTarget: 'domains.slotwise.example' },
      resolver: { kind: 'doh', url: 'https://dns.google/resolve', timeoutMs: 2000 },
    });
  });

  it('refuses the sandbox resolver in production', () => {
    expect(() => loadConfig({ ...production, DNS_RESOLVER: 'sandbox' })).toThrow(
      'DNS_RESOLVER: the sandbox resolver passes every domain without asking DNS and cannot be used in production',
    );
  });

  it('refuses a plain-http DoH address in production, and bad records', () => {
    expect(() => loadConfig({ ...production, DNS_DOH_URL: 'http://127.0.0.1:8053/dns-query' })).toThrow(
      'DNS_DOH_URL: an https address of a DNS-over-HTTPS JSON API',
    );
    expect(() => loadConfig({ ...production, DOMAINS_A_RECORD: 'domains.example' })).toThrow(
      /DOMAINS_A_RECORD/,
    );
    expect(() => loadConfig({ ...production, DOMAINS_CNAME_TARGET: 'not a host' })).toThrow(
      /DOMAINS_CNAME_TARGET/,
    );
  });

  it('asks DNS servers of the operator over the DNS protocol, with ports', () => {
    expect(() => loadConfig({ ...production, DNS_RESOLVER: 'server' })).toThrow(/DNS_SERVERS: required/);
    const config = loadConfig({
      ...production,
      DNS_RESOLVER: 'server',
      DNS_SERVERS: '10.0.0.2, 127.0.0.1:5353,[::1]:53',
    });
    expect(config.domains.resolver).toEqual({
      kind: 'server',
      servers: ['10.0.0.2:53', '127.0.0.1:5353', '[::1]:53'],
      timeoutMs: 5000,
    });
  });
});
