// Payments go through this interface (guide rule 8, ADR 014). A checkout is created for a
// booking; the provider (or the sandbox page) later reports the outcome, which the booking
// service applies with completePayment.

export type CheckoutRequest = {
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** Where the client goes back to after paying. */
  returnUrl: string;
};

export type Checkout = { paymentId: string; checkoutUrl: string };

export type PaymentOutcome = 'succeeded' | 'declined';

export type PaymentAdapter = {
  kind: 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
};
