import { describe, expect, it } from 'vitest';
import { normaliseAddress, parseTrustProxy, resolveClientAddress } from './client-address';

const off = parseTrustProxy(undefined);
const oneHop = parseTrustProxy('1');
const twoHops = parseTrustProxy('2');
const proxies = parseTrustProxy('10.0.0.0/8,2001:db8::/32');

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot pick its own address', () => {
    expect(resolveClientAddress('203.0.113.9', '1.2.3.4', off)).toBe('203.0.113.9');
  });

  it("takes the socket's address, without the IPv4-mapped prefix", () => {
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, off)).toBe('203.0.113.9');
    expect(resolveClientAddress(undefined, '1.2.3.4', off)).toBe('unknown');
  });

  it('with one hop takes the rightmost entry, the one our proxy wrote', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7', oneHop)).toBe('198.51.100.7');
  });

  it('with two hops skips both proxies and no further', () => {
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.1', twoHops)).toBe('198.51.100.7');
  });

  it('with more hops than entries stops at the leftmost address', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7', twoHops)).toBe('198.51.100.7');
  });

  it('uses the socket when a trusted proxy sent no header', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, oneHop)).toBe('10.0.0.2');
  });

  it('with trusted CIDRs walks from the right past trusted proxies to the first untrusted address', () => {
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.1.2.3', proxies)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.0.0.2', '2001:db8::5, [2001:db8::1]:443', proxies)).toBe('2001:db8::5');
  });

  it('ignores the header from a socket outside the trusted CIDRs', () => {
    expect(resolveClientAddress('198.51.100.7', '1.2.3.4', proxies)).toBe('198.51.100.7');
  });

  it('stops at the last good address when an entry is not an address', () => {
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, unknown', oneHop)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', 'nonsense\u0000, 10.0.0.9', proxies)).toBe('10.0.0.9');
  });

  it('strips ports written by some proxies', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7:51234', oneHop)).toBe('198.51.100.7');
  });
});

describe('normaliseAddress', () => {
  it('accepts addresses only', () => {
    expect(normaliseAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normaliseAddress('example.com')).toBeUndefined();
    expect(normaliseAddress('')).toBeUndefined();
  });
});
