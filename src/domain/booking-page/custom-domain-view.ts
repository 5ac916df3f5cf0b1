import { z } from 'zod';

/** One custom domain of the booking page, as the API returns it (issue 19). */
export const customDomainView = z.object({
  id: z.string(),
  /** As people read it (Unicode for an internationalised name). */
  domain: z.string(),
  /** The ASCII (punycode) form: what DNS and the Host header carry. */
  punycode: z.string(),
  /** spec §2: the first is the primary; the others redirect to it. */
  primary: z.boolean(),
  /** The DNS answer pointed it at us (spec §7). */
  verified: z.boolean(),
  /** The booking page's address on this domain. */
  url: z.string(),
});
export type CustomDomainView = z.infer<typeof customDomainView>;

/** The Domain tab's data: the domains in order and the records the setup asks for. */
export const customDomainsView = z.object({
  domains: z.array(customDomainView),
  /** From configuration (DOMAINS_A_RECORD, DOMAINS_CNAME_TARGET); null: this installation offers none. */
  dnsTarget: z.object({ aRecord: z.string(), cnameTarget: z.string() }).nullable(),
  max: z.number().int(),
});
export type CustomDomainsView = z.infer<typeof customDomainsView>;
