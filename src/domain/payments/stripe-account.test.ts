import { describe, expect, it } from 'vitest';
import { requirementsInWords, stripeAccountState, stripeAvailableIn } from './stripe-account';

describe('Stripe account status', () => {
  it('is not connected without an account, action needed until charges are on and nothing is due', () => {
    expect(stripeAccountState(null)).toBe('not_connected');
    expect(stripeAccountState({ chargesEnabled: false, requirementsDue: [] })).toBe('action_needed');
    expect(stripeAccountState({ chargesEnabled: true, requirementsDue: ['external_account'] })).toBe(
      'action_needed',
    );
    expect(stripeAccountState({ chargesEnabled: true, requirementsDue: [] })).toBe('connected');
  });

  it("depends on the expert's country; an unknown country is offered", () => {
    expect(stripeAvailableIn('DE')).toBe(true);
    expect(stripeAvailableIn('us')).toBe(true);
    expect(stripeAvailableIn('NG')).toBe(false);
    expect(stripeAvailableIn(null)).toBe(true);
  });

  it('says what Stripe still needs in words, each once', () => {
    expect(
      requirementsInWords([
        'external_account',
        'tos_acceptance.date',
        'tos_acceptance.ip',
        'individual.dob.day',
        'settings.payments',
      ]),
    ).toEqual([
      'A bank account for your payouts',
      "Accepting Stripe's terms of service",
      'Your personal details',
      'settings: payments',
    ]);
  });
});
