// Payments go through this interface (guide rule 8, ADR 014). A checkout is created for a
// booking; the provider (or the sandbox page) later reports the outcome, which the booking
// service applies with completePayment. A payment plan's later installments are charged to the
// card saved with its first payment (chargeSaved, ADR 020).

import type { CheckoutPaymentMethod } from '../../../domain/payments/payment-methods';

export type CheckoutRequest = {
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** Where the client goes back to after paying. */
  returnUrl: string;
  /** The same key gives the same checkout back (e.g. one purchase submitted twice). */
  idempotencyKey?: string;
  /**
   * Who is paid (ADR 032): the expert, their connected account (null when none is connected) and
   * the platform's commission in minor units (the expert's plan's applicationFeePercentage).
   * The sandbox ignores it; Stripe charges on the account and keeps the fee.
   */
  payee?: Payee;
  /**
   * Slotwise itself is paid, by the expert `userId` (call credits, ADR 043): no payee, no fee;
   * Stripe charges on the platform's own account, the sandbox as always, PayPal refuses.
   */
  platform?: { userId: string };
  /** The client's email, prefilled in the provider's checkout and told if a late payment is refunded. */
  customerEmail?: string;
  /** The card is kept for charges without the client (a payment plan's later installments). */
  saveCard?: boolean;
  /**
   * What the client may pay with (ADR 035): card (with Google Pay and Apple Pay) and the local
   * methods the expert's plan and the currency allow. Card only when not given.
   */
  paymentMethods?: CheckoutPaymentMethod[];
};

export type Payee = {
  userId: string;
  stripeAccountId: string | null;
  /** The expert's verified PayPal merchant id (the order's payee, ADR 033); null otherwise. */
  paypalMerchantId?: string | null;
  applicationFeeAmount: number;
};

export type Checkout = { paymentId: string; checkoutUrl: string };

export type PaymentOutcome = 'succeeded' | 'declined';

export type SavedChargeRequest = {
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** The plan's first payment: the provider charges the customer and card saved with it. */
  paymentId: string;
  /** The same key gives the same charge: a retry after a crash never charges twice. */
  idempotencyKey: string;
  /** The platform's commission on this charge, in minor units (0 when not given). */
  applicationFeeAmount?: number;
};

export type SavedChargeResult =
  | { outcome: 'succeeded'; paymentId: string }
  | { outcome: 'declined'; code: string; message: string };

export type PaymentAdapter = {
  /** `none`: no provider is configured; creating a checkout or charging throws PaymentsUnavailable. */
  kind: 'sandbox' | 'none' | 'stripe' | 'paypal';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Charges the saved card without the client; throws when the provider cannot be reached. */
  chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult>;
  /** Gives a payment back in full. Idempotent: refunding a refunded payment changes nothing. */
  refund(paymentId: string): Promise<void>;
};

/** Thrown by the `none` adapter: nothing can be charged. The checkout port turns it into a 409. */
export class PaymentsUnavailable extends Error {
  constructor() {
    super('No payment provider is configured');
    this.name = 'PaymentsUnavailable';
  }
}
