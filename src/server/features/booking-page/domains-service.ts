import { domainToUnicode } from 'node:url';
import {
  DOMAIN_IN_USE,
  DOMAIN_NOT_SETUP,
  DOMAIN_VERIFY_FAILED,
  dnsAnswerPasses,
  INVALID_DOMAIN,
  MAX_CUSTOM_DOMAINS,
  TOO_MANY_DOMAINS,
  toAsciiDomain,
} from '../../../domain/booking-page/custom-domain';
import type { CustomDomainInput } from '../../../domain/booking-page/custom-domain-input';
import type { CustomDomainsView, CustomDomainView } from '../../../domain/booking-page/custom-domain-view';
import { canUse } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { DnsLookupFailed } from '../../integrations/dns/adapter';
import { customDomainUrl, forgetDomainHosts, isOurHost } from './domain-hosts';
import {
  type CustomDomainRow,
  deleteDomain,
  findDomainOfPage,
  insertDomain,
  isDomainTaken,
  listDomainsOfPage,
  markDomainVerified,
} from './domains-repository';
import { findPageByOwner, lockPageOfOwner } from './repository';

// The Domain tab (issue 19, spec doc 2 §4, §5, §7, §8, §9; ADR 054).

type Deps = Pick<AppDeps, 'database' | 'config' | 'dns' | 'clock' | 'log'>;
type User = { id: string; pricingPlanId: string };

export const DOMAINS_NOT_OFFERED = 'Custom domains are not available on this installation.';
const DOMAIN_NOT_FOUND = 'Domain not found';

const requirePlan = (user: User) => {
  if (!canUse(user.pricingPlanId, 'customDomain')) throw forbidden(upgradeMessage('customDomain'));
};

function toView(deps: Deps, row: CustomDomainRow): CustomDomainView {
  return {
    id: row.id,
    domain: row.domain,
    punycode: row.punycode,
    primary: row.position === 0,
    verified: row.verifiedAt !== null,
    url: customDomainUrl(deps.config, row.punycode),
  };
}

async function pageOf(deps: Deps, user: User) {
  const page = await findPageByOwner(deps.database.db, user.id);
  if (!page) throw notFound('Booking page not found');
  return page;
}

export async function listCustomDomains(deps: Deps, user: User): Promise<CustomDomainsView> {
  const page = await pageOf(deps, user);
  const rows = await listDomainsOfPage(deps.database.db, page.id);
  return {
    domains: rows.map((row) => toView(deps, row)),
    dnsTarget: deps.config.domains.target,
    max: MAX_CUSTOM_DOMAINS,
  };
}

/**
 * Connects a domain at the end of the list (the first is the primary). spec §5: 'Domain already in
 * use' when any page has it; the unique index on its punycode decides two pages claiming it at
 * once (one wins, the other gets the same 409). The page's row lock keeps the count at 10.
 */
export async function addCustomDomain(deps: Deps, user: User, input: CustomDomainInput) {
  requirePlan(user);
  if (!deps.config.domains.target) throw conflict(DOMAINS_NOT_OFFERED);
  const punycode = toAsciiDomain(input.domain);
  // Our own host (and its subdomains: they are ours to give out) is never an expert's domain.
  const ownHost = new URL(deps.config.publicUrl).hostname;
  if (!punycode || isOurHost(deps.config, punycode) || punycode.endsWith(`.${ownHost}`))
    throw badRequest(INVALID_DOMAIN, { domain: INVALID_DOMAIN });
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      const page = await lockPageOfOwner(tx, user.id);
      if (!page) throw notFound('Booking page not found');
      const existing = await listDomainsOfPage(tx, page.id);
      if (await isDomainTaken(tx, punycode)) throw conflict(DOMAIN_IN_USE, { domain: DOMAIN_IN_USE });
      if (existing.length >= MAX_CUSTOM_DOMAINS) throw conflict(TOO_MANY_DOMAINS);
      return insertDomain(tx, {
        id: newId(),
        pageId: page.id,
        position: existing.length,
        domain: domainToUnicode(punycode) || punycode,
        punycode,
      });
    });
    forgetDomainHosts(deps.database.db);
    return toView(deps, row);
  } catch (error) {
    if (
      isUniqueViolation(error, 'custom_domains_punycode_idx') ||
      isUniqueViolation(error, 'custom_domains_domain_idx')
    )
      throw conflict(DOMAIN_IN_USE, { domain: DOMAIN_IN_USE });
    throw error;
  }
}

/**
 * spec §7: asks DNS for the domain; it passes with our A record, or our CNAME target together with
 * the A record it resolves to. Not pointed at us: 409 with the spec's 'Domain is not setup…';
 * the resolver failing or timing out: 409 'Something went wrong. Please try verifying…'.
 */
export async function verifyCustomDomain(deps: Deps, user: User, id: string) {
  requirePlan(user);
  const target = deps.config.domains.target;
  if (!target) throw conflict(DOMAINS_NOT_OFFERED);
  const page = await pageOf(deps, user);
  const row = await findDomainOfPage(deps.database.db, page.id, id);
  if (!row) throw notFound(DOMAIN_NOT_FOUND);
  let answer: Awaited<ReturnType<Deps['dns']['lookup']>>;
  try {
    answer = await deps.dns.lookup(row.punycode);
  } catch (error) {
    if (!(error instanceof DnsLookupFailed)) throw error;
    deps.log.warn('custom domain lookup failed', { err: error, domain: row.punycode });
    throw new AppError(409, 'dns_lookup_failed', DOMAIN_VERIFY_FAILED);
  }
  if (!dnsAnswerPasses(answer, target)) throw new AppError(409, 'domain_not_setup', DOMAIN_NOT_SETUP);
  const verified = await markDomainVerified(deps.database.db, row.id, deps.clock.now());
  forgetDomainHosts(deps.database.db);
  return toView(deps, verified);
}

/** Disconnects a domain; the next one moves up (removing the primary makes the next primary). */
export async function removeCustomDomain(deps: Deps, user: User, id: string): Promise<void> {
  // No plan check: an expert who left the plan can still take their domains off.
  await deps.database.db.transaction(async (tx) => {
    const page = await lockPageOfOwner(tx, user.id);
    if (!page) throw notFound('Booking page not found');
    const row = await findDomainOfPage(tx, page.id, id);
    if (!row) throw notFound(DOMAIN_NOT_FOUND);
    await deleteDomain(tx, row);
  });
  forgetDomainHosts(deps.database.db);
}
