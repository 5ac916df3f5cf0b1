import { COME_BACK_LATER, INVALID_PLAN_OR_PRICE } from '../../../../domain/billing/messages';
import { errorMessage } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';

/**
 * The words under a billing button. spec: 'Invalid pricing plan or price id' is reported and the
 * screen says 'Something went wrong. Please come back later.'
 */
export function billingErrorMessage(error: unknown): string | null {
  if (!error) return null;
  const message = errorMessage(error);
  if (message === INVALID_PLAN_OR_PRICE) {
    reportError(error);
    return COME_BACK_LATER;
  }
  return message;
}
