import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
import type { DnsRecord } from '../../domain/booking-page/custom-domain';
import type { DohAnswer } from '../integrations/dns/doh';

// A local DNS server for the custom-domain tests (issue 19, ADR 054): dns2 answering over UDP and
// TCP on 127.0.0.1 from a zone the test sets, as an authoritative server would (a CNAME in the
// answer is followed by the A records of its target when the zone has them). The same zone is
// also served as a DNS-over-HTTPS JSON API (Cloudflare's and Google's shape) for the DoH adapter.
// `mode` makes the server fail: 'silent' never answers (a timeout), 'servfail' answers SERVFAIL.

export type TestDnsServer = {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  /** The JSON API's address, for DNS_DOH_URL. */
  dohUrl: string;
  /** Records by name (lower case, no trailing dot). */
  zone: Map<string, DnsRecord[]>;
  mode: 'answer' | 'silent' | 'servfail';
  /** Names asked, in order (either protocol). */
  asked: string[];
  close(): Promise<void>;
};

const { Packet } = dns2;
// RFC 1035 RCODEs.
const SERVFAIL = 2;
const NXDOMAIN = 3;

const normal = (name: string) => name.toLowerCase().replace(/\.$/, '');

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, DnsRecord[]>();
  const state = { mode: 'answer' as TestDnsServer['mode'] };
  const asked: string[] = [];

  /** The answer to a question of type A or CNAME: the CNAME chain, then the A records at its end. */
  const answerFor = (name: string, type: 'A' | 'CNAME'): DnsRecord[] => {
    const out: DnsRecord[] = [];
    let current = normal(name);
    for (let hops = 0; hops < 8; hops++) {
      const records = zone.get(current) ?? [];
      const cname = records.find((r) => r.type === 'CNAME');
      if (cname) {
        out.push({ type: 'CNAME', data: normal(cname.data) });
        if (type === 'CNAME') return out;
        current = normal(cname.data);
        continue;
      }
      if (type === 'A') out.push(...records.filter((r) => r.type === 'A'));
      return out;
    }
    return out;
  };
  const exists = (name: string) => zone.has(normal(name));

  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      const [question] = request.questions;
      if (!question) return;
      asked.push(normal(question.name));
      if (state.mode === 'silent') return;
      const response = Packet.createResponseFromRequest(request);
      if (state.mode === 'servfail') {
        response.header.rcode = SERVFAIL;
        void send(response);
        return;
      }
      const type =
        question.type === Packet.TYPE.CNAME ? 'CNAME' : question.type === Packet.TYPE.A ? 'A' : null;
      if (!exists(question.name)) response.header.rcode = NXDOMAIN;
      let owner = question.name;
      for (const record of type ? answerFor(question.name, type) : []) {
        const resource = new Packet.Resource(owner, Packet.TYPE[record.type], Packet.CLASS.IN, 60);
        if (record.type === 'CNAME') resource.domain = record.data;
        else resource.address = record.data;
        response.answers.push(resource);
        if (record.type === 'CNAME') owner = record.data;
      }
      void send(response);
    },
  });
  const addresses = await server.listen({
    udp: { port: 0, address: '127.0.0.1' },
    tcp: { port: 0, address: '127.0.0.1' },
  });
  const udpPort = addresses.udp!.port;

  // The JSON API answers the same zone.
  const doh = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const name = url.searchParams.get('name') ?? '';
    asked.push(normal(name));
    if (state.mode === 'silent') return; // never answers: the client times out
    res.setHeader('content-type', 'application/dns-json');
    if (state.mode === 'servfail') {
      res.end(JSON.stringify({ Status: 2 } satisfies DohAnswer));
      return;
    }
    let owner = normal(name);
    const Answer = answerFor(name, 'A').map((r) => {
      const row = {
        name: `${owner}.`,
        type: r.type === 'A' ? 1 : 5,
        TTL: 60,
        data: r.type === 'A' ? r.data : `${r.data}.`,
      };
      if (r.type === 'CNAME') owner = r.data;
      return row;
    });
    res.end(JSON.stringify({ Status: exists(name) ? 0 : 3, Answer } satisfies DohAnswer));
  });
  await new Promise<void>((resolve) => doh.listen(0, '127.0.0.1', resolve));
  const dohPort = (doh.address() as AddressInfo).port;

  return {
    address: `127.0.0.1:${udpPort}`,
    dohUrl: `http://127.0.0.1:${dohPort}/dns-query`,
    zone,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    asked,
    async close() {
      doh.closeAllConnections();
      await new Promise<void>((resolve) => doh.close(() => resolve()));
      await server.close();
    },
  };
}
