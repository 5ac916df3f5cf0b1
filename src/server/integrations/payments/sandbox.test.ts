import { describe, expect, it } from 'vitest';
import { createSandboxPayments, sandboxOutcome, sandboxSavedChargeOutcome } from './sandbox';

describe('sandbox payments', () => {
  it('pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002, spaces or dashes allowed', () => {
    expect(sandboxOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(sandboxOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(sandboxOutcome('4111 1111 1111 1111')).toBeNull();
    expect(sandboxOutcome('')).toBeNull();
  });

  it('creates a checkout on the app itself', async () => {
    const checkout = await createSandboxPayments({
      env: 'test',
      publicUrl: 'https://slotwise.test',
    }).createCheckout({
      amount: 1000,
      currency: 'USD',
      description: 'Call',
      returnUrl: 'https://slotwise.test/booking',
    });
    expect(checkout.paymentId).toMatch(/^sbx_\w{24}$/);
    expect(checkout.checkoutUrl).toBe(`https://slotwise.test/checkout/sandbox/${checkout.paymentId}`);
  });

  it('gives the same checkout for the same idempotency key, another for another key', async () => {
    const payments = createSandboxPayments({ env: 'test', publicUrl: 'https://slotwise.test' });
    const request = {
      amount: 1000,
      currency: 'USD',
      description: 'Bundle',
      returnUrl: 'https://slotwise.test/p',
    };
    const first = await payments.createCheckout({ ...request, idempotencyKey: 'package-purchase:a' });
    expect(await payments.createCheckout({ ...request, idempotencyKey: 'package-purchase:a' })).toEqual(
      first,
    );
    const other = await payments.createCheckout({ ...request, idempotencyKey: 'package-purchase:b' });
    expect(other.paymentId).not.toBe(first.paymentId);
    expect(first.paymentId).toMatch(/^sbx_[0-9a-f]{24}$/);
  });

  it('charges a saved card unless the amount ends in 02 minor units, the same charge for the same key', async () => {
    expect(sandboxSavedChargeOutcome(2502)).toBe('declined');
    expect(sandboxSavedChargeOutcome(100_002)).toBe('declined');
    expect(sandboxSavedChargeOutcome(2500)).toBe('succeeded');
    expect(sandboxSavedChargeOutcome(2512)).toBe('succeeded');
    const payments = createSandboxPayments({ env: 'test', publicUrl: 'https://slotwise.test' });
    const request = {
      amount: 10000,
      currency: 'USD',
      description: 'Five calls, installment 2 of 3',
      paymentId: 'sbx_first',
      idempotencyKey: 'installment:one',
    };
    const paid = await payments.chargeSaved(request);
    expect(paid).toEqual({ outcome: 'succeeded', paymentId: expect.stringMatching(/^sbx_[0-9a-f]{24}$/) });
    expect(await payments.chargeSaved(request)).toEqual(paid);
    expect(await payments.chargeSaved({ ...request, idempotencyKey: 'installment:two' })).not.toEqual(paid);
    expect(await payments.chargeSaved({ ...request, amount: 10002 })).toEqual({
      outcome: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });
});
