import type { DnsRecord } from '../../../domain/booking-page/custom-domain';

// The DNS lookup that verifies a custom domain (issue 19, spec doc 2 §7, ADR 054): the A records
// of a name and the CNAMEs on the way to them. A name with no records answers an empty list; a
// resolver that cannot answer (timeout, refusal, server failure) throws DnsLookupFailed.

export type DnsResolver = {
  kind: 'doh' | 'server' | 'sandbox';
  lookup(name: string): Promise<DnsRecord[]>;
};

export class DnsLookupFailed extends Error {}
