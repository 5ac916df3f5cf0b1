import type { z } from 'zod';
import type { createdCardView } from '../../../../domain/billing/billing-view';
import type { CardInput } from '../../../../domain/billing/inputs';
import { apiRequest } from '../../../lib/api-client';

export type CreatedCard = z.infer<typeof createdCardView>;

/** The creating step: the card typed in our form becomes a payment method (offline adapter). */
export function createCard(input: CardInput): Promise<CreatedCard> {
  return apiRequest<CreatedCard>('/billing/cards', { method: 'POST', body: input });
}
