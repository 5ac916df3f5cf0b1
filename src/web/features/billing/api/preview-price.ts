import { useQuery } from '@tanstack/react-query';
import type { InvoicePreview } from '../../../../domain/billing/billing-view';
import type { PlanPriceInput } from '../../../../domain/billing/inputs';
import { apiRequest } from '../../../lib/api-client';

/** The upcoming invoice if the subscription switched to this price now (spec: stripeRetrieveUpcomingInvoice). */
export function previewPrice(input: PlanPriceInput, signal?: AbortSignal): Promise<InvoicePreview> {
  return apiRequest<InvoicePreview>('/billing/subscription/preview', { method: 'POST', body: input, signal });
}

export function usePreviewPrice(input: PlanPriceInput | null) {
  return useQuery({
    queryKey: ['billing', 'preview', input?.planId, input?.priceId] as const,
    queryFn: ({ signal }) => previewPrice(input!, signal),
    enabled: input !== null,
    retry: false,
    staleTime: 0,
  });
}
