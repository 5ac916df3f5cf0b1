import { describe, expect, it } from 'vitest';
import { COME_BACK_LATER, INVALID_PLAN_OR_PRICE, NO_INVOICE_DATA } from '../../../../domain/billing/messages';
import { ApiError } from '../../../lib/api-client';
import { billingErrorMessage } from './billing-error';

describe('the words under a billing button', () => {
  it("says to come back later for 'Invalid pricing plan or price id' (which it reports)", () => {
    const error = new ApiError(400, 'invalid_input', INVALID_PLAN_OR_PRICE);
    expect(billingErrorMessage(error)).toBe(COME_BACK_LATER);
  });

  it("shows the provider's empty answer as the spec words it", () => {
    expect(billingErrorMessage(new ApiError(502, 'no_invoice_data', NO_INVOICE_DATA))).toBe(NO_INVOICE_DATA);
  });

  it('says nothing without an error, and the generic words for an unexpected one', () => {
    expect(billingErrorMessage(null)).toBeNull();
    expect(billingErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again later.');
  });
});
