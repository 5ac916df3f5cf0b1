import type { DnsRecord } from '../../../domain/booking-page/custom-domain';
import { DnsLookupFailed, type DnsResolver } from './adapter';

// DNS over HTTPS, the JSON API of Cloudflare (https://cloudflare-dns.com/dns-query) and Google
// (https://dns.google/resolve): GET ?name=…&type=A with `accept: application/dns-json` answers
// { Status, Answer: [{ name, type, TTL, data }] } — type 1 is A, 5 is CNAME; Status 0 is NOERROR
// and 3 NXDOMAIN (RFC 1035 RCODEs).

const TYPE_A = 1;
const TYPE_CNAME = 5;
const NOERROR = 0;
const NXDOMAIN = 3;

export type DohAnswer = {
  Status: number;
  Answer?: Array<{ name: string; type: number; TTL?: number; data: string }>;
};

export function createDohResolver(settings: { url: string; timeoutMs: number }): DnsResolver {
  return {
    kind: 'doh',
    async lookup(name) {
      const url = new URL(settings.url);
      url.searchParams.set('name', name);
      url.searchParams.set('type', 'A');
      let body: DohAnswer;
      try {
        const res = await fetch(url, {
          headers: { accept: 'application/dns-json' },
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!res.ok) throw new DnsLookupFailed(`DNS-over-HTTPS answered ${res.status}`);
        body = (await res.json()) as DohAnswer;
      } catch (error) {
        if (error instanceof DnsLookupFailed) throw error;
        throw new DnsLookupFailed(`DNS-over-HTTPS lookup of ${name} failed: ${(error as Error).message}`);
      }
      if (body.Status === NXDOMAIN) return [];
      if (body.Status !== NOERROR) throw new DnsLookupFailed(`DNS-over-HTTPS answered status ${body.Status}`);
      const records: DnsRecord[] = [];
      for (const r of body.Answer ?? []) {
        if (r.type === TYPE_A) records.push({ type: 'A', data: r.data });
        if (r.type === TYPE_CNAME) records.push({ type: 'CNAME', data: r.data.replace(/\.$/, '') });
      }
      return records;
    },
  };
}
