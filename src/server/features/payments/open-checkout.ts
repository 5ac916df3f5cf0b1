import { PAYMENTS_UNAVAILABLE } from '../../../domain/shared/messages';
import { AppError } from '../../http/errors';
import {
  type CheckoutRequest,
  type PaymentAdapter,
  PaymentsUnavailable,
} from '../../integrations/payments/adapter';

const unavailable = () => new AppError(409, 'payments_unavailable', PAYMENTS_UNAVAILABLE);

/** For a flow that writes before it opens its checkout: refuses first when nothing can charge. */
export function requirePayments(payments: PaymentAdapter): void {
  if (payments.kind === 'none') throw unavailable();
}

/**
 * Opens the client's checkout for a paid booking, seat or package (ADR 023). Bookings and seats call
 * it before their transaction, a purchase (keyed by its id) after requirePayments; either way a
 * refusal writes nothing. Free bookings never call it.
 */
export async function openCheckout(payments: PaymentAdapter, request: CheckoutRequest) {
  try {
    return await payments.createCheckout(request);
  } catch (error) {
    if (error instanceof PaymentsUnavailable) throw unavailable();
    throw error;
  }
}
