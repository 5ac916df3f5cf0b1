import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { counterpartOf, dnsAnswerPasses, INVALID_DOMAIN, toAsciiDomain } from './custom-domain';
import { customDomainInput } from './custom-domain-input';

describe('toAsciiDomain', () => {
  it('keeps a plain domain, lower-cased, without a trailing dot or spaces', () => {
    expect(toAsciiDomain('book.example.com')).toBe('book.example.com');
    expect(toAsciiDomain('  Book.Example.COM. ')).toBe('book.example.com');
  });

  it('stores an internationalised name as its punycode, as node:url domainToASCII does', () => {
    for (const name of [
      'bücher.example',
      'Bücher.Example',
      'münchen.de',
      'straße.de',
      '例え.テスト',
      'ｅｘａｍｐｌｅ．ｃｏｍ',
    ]) {
      const ascii = toAsciiDomain(name);
      expect(ascii).not.toBeNull();
      expect(ascii).toBe(domainToASCII(name));
    }
    expect(toAsciiDomain('bücher.example')).toBe('xn--bcher-kva.example');
    expect(toAsciiDomain('例え.テスト')).toBe('xn--r8jz45g.xn--zckzah');
  });

  it('accepts a name typed in punycode as the same domain', () => {
    expect(toAsciiDomain('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
  });

  it('refuses what is not a domain', () => {
    for (const bad of [
      '',
      '   ',
      'localhost',
      'example',
      'https://example.com',
      'example.com/path',
      'example.com:8080',
      'user@example.com',
      'exa mple.com',
      '-example.com',
      'example-.com',
      'exa_mple.com',
      '127.0.0.1',
      '0x7f.1',
      '[::1]',
      'example.123',
      `${'a'.repeat(64)}.com`,
      `${'a.'.repeat(127)}com`,
      'xn--.com',
      'a..b.com',
    ]) {
      expect(toAsciiDomain(bad), bad).toBeNull();
    }
  });
});

describe('customDomainInput', () => {
  it("answers 'Invalid domain' for a missing, empty or malformed domain", () => {
    for (const domain of [undefined, null, '', 'not a domain', 'example']) {
      const result = customDomainInput.safeParse({ domain });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_DOMAIN);
    }
    expect(customDomainInput.parse({ domain: 'Bücher.example' })).toEqual({ domain: 'Bücher.example' });
  });
});

describe('counterpartOf', () => {
  it('suggests the bare domain for www and the www for a bare domain', () => {
    expect(counterpartOf('www.example.com')).toBe('example.com');
    expect(counterpartOf('example.com')).toBe('www.example.com');
    expect(counterpartOf('xn--bcher-kva.example')).toBe('www.xn--bcher-kva.example');
  });

  it('suggests nothing for a deeper subdomain', () => {
    expect(counterpartOf('book.example.com')).toBeNull();
  });
});

describe('dnsAnswerPasses (spec §7)', () => {
  const target = { aRecord: '203.0.113.10', cnameTarget: 'domains.slotwise.example' };

  it('passes with the expected A record', () => {
    expect(dnsAnswerPasses([{ type: 'A', data: '203.0.113.10' }], target)).toBe(true);
    expect(
      dnsAnswerPasses(
        [
          { type: 'A', data: '198.51.100.1' },
          { type: 'A', data: '203.0.113.10' },
        ],
        target,
      ),
    ).toBe(true);
  });

  it('passes with the expected CNAME together with the A record it resolves to', () => {
    expect(
      dnsAnswerPasses(
        [
          { type: 'CNAME', data: 'domains.slotwise.example.' },
          { type: 'A', data: '198.51.100.7' },
        ],
        target,
      ),
    ).toBe(true);
    expect(
      dnsAnswerPasses(
        [
          { type: 'CNAME', data: 'Domains.Slotwise.Example' },
          { type: 'A', data: '203.0.113.10' },
        ],
        target,
      ),
    ).toBe(true);
  });

  it('fails on a CNAME without an A record, a wrong address or a wrong CNAME, and on no answer', () => {
    expect(dnsAnswerPasses([{ type: 'CNAME', data: 'domains.slotwise.example' }], target)).toBe(false);
    expect(dnsAnswerPasses([{ type: 'A', data: '198.51.100.1' }], target)).toBe(false);
    expect(
      dnsAnswerPasses(
        [
          { type: 'CNAME', data: 'elsewhere.example' },
          { type: 'A', data: '198.51.100.1' },
        ],
        target,
      ),
    ).toBe(false);
    expect(dnsAnswerPasses([], target)).toBe(false);
  });
});
