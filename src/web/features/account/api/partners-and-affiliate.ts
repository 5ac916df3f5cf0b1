import { useMutation, useQuery } from '@tanstack/react-query';
import type { PartnerLink } from '../../../../domain/support/views';
import { apiRequest } from '../../../lib/api-client';

// The Partner dashboard and Affiliate program cards (spec doc 2 §2 Account).

export function listAdministeredPartners(signal?: AbortSignal): Promise<PartnerLink[]> {
  return apiRequest<PartnerLink[]>('/partners', { signal });
}

export function useAdministeredPartners() {
  return useQuery({ queryKey: ['partners'], queryFn: ({ signal }) => listAdministeredPartners(signal) });
}

export function getAffiliate(signal?: AbortSignal): Promise<{ affiliateId: string | null }> {
  return apiRequest('/affiliate', { signal });
}

export function useAffiliate() {
  return useQuery({ queryKey: ['affiliate'], queryFn: ({ signal }) => getAffiliate(signal) });
}

/** spec §7 rewardfulGetSsoLink: a url opened in a new tab. */
export function getAffiliateSsoLink(): Promise<{ url: string }> {
  return apiRequest('/affiliate/sso-link', { method: 'POST' });
}

export function useAffiliateSsoLink() {
  return useMutation({ mutationFn: getAffiliateSsoLink });
}
