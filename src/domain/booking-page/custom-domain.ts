// The Domain tab (spec doc 2: §2 Booking page, §4 Custom domain flow, §5 Domain, §6 customDomain
// gate, §7 the public DNS lookup, §8 DNS errors, §9 up to 10 domains; issue 19).

export const INVALID_DOMAIN = 'Invalid domain';
export const DOMAIN_IN_USE = 'Domain already in use';
export const DOMAIN_NOT_SETUP =
  'Domain is not setup. Please check your DNS settings. It may take up to 48 hours for your settings to propagate.';
export const DOMAIN_VERIFY_FAILED = 'Something went wrong. Please try verifying your domain setup later.';
export const DOMAIN_DISCONNECT_FAILED = "Can't disconnect the domain at the moment...";
// spec §9: 1 primary plus 9 additional. Our words for the eleventh: the spec has none.
export const MAX_CUSTOM_DOMAINS = 10;
export const TOO_MANY_DOMAINS = `You can connect up to ${MAX_CUSTOM_DOMAINS} domains.`;

export const MAX_DOMAIN_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
// Anything that would make the text more than a host name: a scheme, port, path, user, query.
const NOT_IN_A_HOST = /[\s/\\:?#@[\]%]/;

/**
 * The ASCII (IDNA, punycode) form of a domain as typed, or null when it is not a domain a
 * booking page can live on. The WHATWG URL parser does the IDNA mapping (the same algorithm as
 * node:url's domainToASCII, in browsers too): lower case, full-width dots, 'ß', punycode labels.
 * Refused: IP addresses, single labels, a numeric top-level label, labels over 63 characters or
 * starting or ending with a hyphen, more than 253 characters.
 */
export function toAsciiDomain(typed: string): string | null {
  const value = typed.trim().replace(/\.$/, '');
  if (value === '' || NOT_IN_A_HOST.test(value)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${value}/`).hostname;
  } catch {
    return null;
  }
  const ascii = hostname.replace(/\.$/, '');
  if (ascii.length > MAX_DOMAIN_LENGTH) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // An IPv4 address in any spelling the parser accepts ends in digits; top-level labels never do.
  if (/^[0-9]+$/.test(labels.at(-1)!)) return null;
  return ascii;
}

/**
 * spec §4 setup-success: the www or bare counterpart to suggest as an additional domain.
 * 'www.example.com' suggests 'example.com'; a bare two-label domain suggests its www; a deeper
 * subdomain ('book.example.com') suggests nothing (which part is registrable needs the public
 * suffix list, and a www under a subdomain is rarely wanted).
 */
export function counterpartOf(asciiDomain: string): string | null {
  if (asciiDomain.startsWith('www.')) {
    const bare = asciiDomain.slice(4);
    return bare.includes('.') ? bare : null;
  }
  return asciiDomain.split('.').length === 2 ? `www.${asciiDomain}` : null;
}

/** The records the DNS setup asks for (from configuration: DOMAINS_A_RECORD, DOMAINS_CNAME_TARGET). */
export type DnsTarget = { aRecord: string; cnameTarget: string };

/** One record of a DNS answer, as a resolver reports it. */
export type DnsRecord = { type: 'A' | 'CNAME'; data: string };

const sameName = (a: string, b: string) =>
  a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

/**
 * spec §7: verification passes when the answer holds the expected A record, or the expected CNAME
 * together with the A record it resolves to. A CNAME to our target that resolves to nothing (or
 * a CNAME elsewhere whose address is not ours) does not pass.
 */
export function dnsAnswerPasses(answer: readonly DnsRecord[], target: DnsTarget): boolean {
  const addresses = answer.filter((r) => r.type === 'A').map((r) => r.data.trim());
  if (addresses.includes(target.aRecord)) return true;
  const pointsToUs = answer.some((r) => r.type === 'CNAME' && sameName(r.data, target.cnameTarget));
  return pointsToUs && addresses.length > 0;
}
