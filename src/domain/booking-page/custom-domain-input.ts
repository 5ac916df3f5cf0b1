import { z } from 'zod';
import { text } from '../shared/strings';
import { INVALID_DOMAIN, MAX_DOMAIN_LENGTH, toAsciiDomain } from './custom-domain';

// spec doc 2 §5 Domain: required and must look like a valid domain ('Invalid domain'). The rules
// themselves are zod-free (custom-domain.ts) for the server's host routing.
export const customDomainInput = z.object({
  domain: text(INVALID_DOMAIN)
    .max(MAX_DOMAIN_LENGTH * 2, INVALID_DOMAIN)
    .refine((value) => toAsciiDomain(value) !== null, INVALID_DOMAIN),
});
export type CustomDomainInput = z.infer<typeof customDomainInput>;
