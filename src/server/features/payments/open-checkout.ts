import { PAYMENTS_UNAVAILABLE } from '../../../domain/shared/messages';
import { AppError } from '../../http/errors';
import {
  type CheckoutRequest,
  type PaymentAdapter,
  PaymentsUnavailable,
} from '../../integrations/payments/adapter';

/**
 * Opens the client's checkout for a paid booking, seat or package (ADR 023). Called before the
 * booking's transaction, so a refusal writes nothing; free bookings never call it.
 */
export async function openCheckout(payments: PaymentAdapter, request: CheckoutRequest) {
  try {
    return await payments.createCheckout(request);
  } catch (error) {
    if (error instanceof PaymentsUnavailable)
      throw new AppError(409, 'payments_unavailable', PAYMENTS_UNAVAILABLE);
    throw error;
  }
}
