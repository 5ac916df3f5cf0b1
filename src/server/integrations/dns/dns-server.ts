import { Resolver } from 'node:dns/promises';
import type { DnsRecord } from '../../../domain/booking-page/custom-domain';
import { DnsLookupFailed, type DnsResolver } from './adapter';

// DNS servers of the operator's choosing, asked over the DNS protocol by Node's resolver (c-ares):
// a resolver on the private network, or the local dns2 server of the tests. A CNAME and the A
// records at its end are asked as two questions; 'no such name' and 'no records of that type'
// are an empty answer, anything else (timeout, refused, server failure) a failed lookup.

const EMPTY = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

export function createDnsServerResolver(settings: { servers: string[]; timeoutMs: number }): DnsResolver {
  const ask = async <T>(question: (resolver: Resolver) => Promise<T[]>): Promise<T[]> => {
    // A resolver per lookup: cancel() on a timeout must not cut another request's question.
    const resolver = new Resolver({ timeout: settings.timeoutMs, tries: 1 });
    resolver.setServers(settings.servers);
    try {
      return await question(resolver);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (EMPTY.has(code)) return [];
      throw new DnsLookupFailed(`DNS lookup failed: ${code || (error as Error).message}`);
    }
  };
  return {
    kind: 'server',
    async lookup(name) {
      const [cnames, addresses] = await Promise.all([
        ask((r) => r.resolveCname(name)),
        ask((r) => r.resolve4(name)),
      ]);
      return [
        ...cnames.map((data): DnsRecord => ({ type: 'CNAME', data })),
        ...addresses.map((data): DnsRecord => ({ type: 'A', data })),
      ];
    },
  };
}
