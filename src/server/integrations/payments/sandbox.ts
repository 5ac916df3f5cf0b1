import { newId } from '../../ids';
import type { PaymentAdapter, PaymentOutcome } from './adapter';

// The offline adapter a local install uses: the checkout page is served by the app itself
// (/checkout/sandbox/{paymentId}) and test card numbers decide the outcome.
export const SANDBOX_SUCCESS_CARD = '4242424242424242';
export const SANDBOX_DECLINE_CARD = '4000000000000002';
export const CARD_DECLINED = 'Your card was declined.';
export const INVALID_CARD = 'Please use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.';

export function createSandboxPayments(publicUrl: string): PaymentAdapter {
  return {
    kind: 'sandbox',
    async createCheckout() {
      const paymentId = `sbx_${newId(24)}`;
      return { paymentId, checkoutUrl: `${publicUrl}/checkout/sandbox/${paymentId}` };
    },
  };
}

/** What a typed test card number does; null for any other number. */
export function sandboxOutcome(cardNumber: string): PaymentOutcome | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_SUCCESS_CARD) return 'succeeded';
  if (digits === SANDBOX_DECLINE_CARD) return 'declined';
  return null;
}
