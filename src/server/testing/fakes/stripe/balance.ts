import type Stripe from 'stripe';
import {
  type Answer,
  type BalanceTransaction,
  listOf,
  newId,
  now,
  type StripeCall,
  type StripeState,
} from './state';

// An account's balance: the transactions charges and refunds leave, newest first, and the balance
// they add up to (available once their available_on has passed, pending before).

export function addTransaction(
  state: StripeState,
  account: string,
  t: Omit<BalanceTransaction, 'id' | 'object'>,
): void {
  const list = state.transactions.get(account) ?? [];
  list.unshift({ id: newId(state, 'txn'), object: 'balance_transaction', ...t });
  state.transactions.set(account, list);
}

/** GET /v1/balance and GET /v1/balance_transactions, of the Stripe-Account (or the platform). */
export function handleBalance(state: StripeState, call: StripeCall): Answer | undefined {
  const { method, path, params } = call;
  const on = call.account ?? 'platform';
  if (method === 'GET' && path === '/v1/balance') {
    const list = state.transactions.get(on) ?? [];
    const byCurrency = new Map<string, { available: number; pending: number }>();
    for (const t of list) {
      const entry = byCurrency.get(t.currency) ?? { available: 0, pending: 0 };
      if (t.available_on <= now()) entry.available += t.net;
      else entry.pending += t.net;
      byCurrency.set(t.currency, entry);
    }
    const balance: Pick<Stripe.Balance, 'object' | 'available' | 'pending' | 'livemode'> = {
      object: 'balance',
      available: [...byCurrency].map(([currency, b]) => ({
        amount: b.available,
        currency,
        source_types: { card: b.available },
      })),
      pending: [...byCurrency].map(([currency, b]) => ({
        amount: b.pending,
        currency,
        source_types: { card: b.pending },
      })),
      livemode: false,
    };
    return { status: 200, body: balance };
  }
  if (method === 'GET' && path === '/v1/balance_transactions') {
    return { status: 200, body: listOf(state.transactions.get(on) ?? [], params, path) };
  }
  return undefined;
}
