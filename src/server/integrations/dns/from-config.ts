import type { DomainsConfig } from '../../domains-config';
import type { DnsResolver } from './adapter';
import { createDnsServerResolver } from './dns-server';
import { createDohResolver } from './doh';
import { createSandboxResolver } from './sandbox';

export function createDnsResolverFromConfig(domains: DomainsConfig): DnsResolver {
  const settings = domains.resolver;
  if (settings.kind === 'doh') return createDohResolver(settings);
  if (settings.kind === 'server') return createDnsServerResolver(settings);
  // config.ts refuses the sandbox in production.
  return createSandboxResolver(domains.target?.aRecord ?? '127.0.0.1');
}
