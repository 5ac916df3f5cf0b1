import type { DnsResolver } from './adapter';

// A local install's resolver (ADR 054): every name answers our own A record, so an expert can
// connect a domain (pointed at this machine in /etc/hosts) and see it served without public DNS.
// config.ts refuses it in production.
export function createSandboxResolver(aRecord: string): DnsResolver {
  return {
    kind: 'sandbox',
    async lookup() {
      return [{ type: 'A', data: aRecord }];
    },
  };
}
