import { describe, expect, it } from 'vitest';
import { createSandboxPayments, sandboxOutcome } from './sandbox';

describe('sandbox payments', () => {
  it('pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002, spaces or dashes allowed', () => {
    expect(sandboxOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(sandboxOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(sandboxOutcome('4111 1111 1111 1111')).toBeNull();
    expect(sandboxOutcome('')).toBeNull();
  });

  it('creates a checkout on the app itself', async () => {
    const checkout = await createSandboxPayments('https://slotwise.test').createCheckout({
      amount: 1000,
      currency: 'USD',
      description: 'Call',
      returnUrl: 'https://slotwise.test/booking',
    });
    expect(checkout.paymentId).toMatch(/^sbx_\w{24}$/);
    expect(checkout.checkoutUrl).toBe(`https://slotwise.test/checkout/sandbox/${checkout.paymentId}`);
  });
});
