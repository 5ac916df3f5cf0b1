import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import { newId } from '../../ids';
import type { PaymentAdapter, PaymentOutcome, SavedChargeRequest, SavedChargeResult } from './adapter';

// The offline adapter a local install uses: the checkout page is served by the app itself
// (/checkout/sandbox/{paymentId}) and test card numbers decide the outcome.
export const SANDBOX_SUCCESS_CARD = '4242424242424242';
export const SANDBOX_DECLINE_CARD = '4000000000000002';
export const CARD_DECLINED = 'Your card was declined.';
export const INVALID_CARD = 'Please use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.';

/**
 * The sandbox's rule for charging a saved card (a plan's later installments, ADR 020): an amount
 * whose minor units end in 02 (25.02, 1,000.02; the last digits of the decline card) is
 * declined; every other amount succeeds. No state and no configuration, so tests, the demo and
 * a local install can all make an installment fail on purpose.
 */
export function sandboxSavedChargeOutcome(amount: number): PaymentOutcome {
  return amount % 100 === 2 ? 'declined' : 'succeeded';
}

/** Like a provider's idempotency key: the same key always names the same charge. */
const chargeId = (idempotencyKey: string) =>
  `sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

export function createSandboxPayments(config: Pick<Config, 'env' | 'publicUrl'>): PaymentAdapter {
  // Checked here too, not only in loadConfig: nothing in production can build a fake payment.
  if (config.env === 'production') throw new Error('The sandbox payment adapter is refused in production');
  const { publicUrl } = config;
  return {
    kind: 'sandbox',
    async createCheckout(request) {
      const paymentId = request.idempotencyKey ? chargeId(request.idempotencyKey) : `sbx_${newId(24)}`;
      return { paymentId, checkoutUrl: `${publicUrl}/checkout/sandbox/${paymentId}` };
    },
    async chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult> {
      if (sandboxSavedChargeOutcome(request.amount) === 'declined') {
        return { outcome: 'declined', code: 'card_declined', message: CARD_DECLINED };
      }
      return { outcome: 'succeeded', paymentId: chargeId(request.idempotencyKey) };
    },
    // No money moved, so there is nothing to give back.
    async refund() {},
  };
}

/** What a typed test card number does; null for any other number. */
export function sandboxOutcome(cardNumber: string): PaymentOutcome | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_SUCCESS_CARD) return 'succeeded';
  if (digits === SANDBOX_DECLINE_CARD) return 'declined';
  return null;
}
