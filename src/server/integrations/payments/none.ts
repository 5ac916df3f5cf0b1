import { type PaymentAdapter, PaymentsUnavailable } from './adapter';

// What production has until a real provider is configured (ADR 023): it never pretends to take
// money. Free bookings never reach it; a paid one is refused before anything is written.
export function createNoPayments(): PaymentAdapter {
  return {
    kind: 'none',
    async createCheckout() {
      throw new PaymentsUnavailable();
    },
    async chargeSaved() {
      throw new PaymentsUnavailable();
    },
    async refund() {
      throw new PaymentsUnavailable();
    },
  };
}
