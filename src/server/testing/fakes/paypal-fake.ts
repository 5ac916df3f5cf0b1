import type { AddressInfo } from 'node:net';
import { OrderStatus } from '@paypal/paypal-server-sdk';
import { eventOf, orderView } from './paypal/resources';
import {
  createPaypalServer,
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FAKE_PARTNER_ID,
  FAKE_WEBHOOK_ID,
  signedDelivery,
} from './paypal/server';
import { createPaypalState, type Merchant, nextId, type PaypalEvent, type PaypalState } from './paypal/state';

// A local stand-in for the parts of PayPal's REST API Slotwise calls (ADR 033), for the real SDK
// (through a loopback agent) and our own fetch calls to talk to in tests
// (PAYPAL_API_BASE=http://127.0.0.1:<port>). Tests drive what a client, a merchant or PayPal
// would do and get back the events PayPal would send; `delivery` makes the request with its
// transmission headers, which the fake's own verify-webhook-signature accepts (or a forged one).

export type FakePaypal = {
  url: string;
  state: PaypalState;
  /** The environment a test app needs to talk to this fake. */
  env: Record<string, string>;
  /** The client approves an order on PayPal's page. */
  approve(orderId: string): PaypalEvent;
  /** A merchant finishes PayPal's sign-up for a referral's tracking id. */
  onboard(
    trackingId: string,
    status?: Partial<Pick<Merchant, 'paymentsReceivable' | 'primaryEmailConfirmed'>>,
  ): Merchant;
  /** The event PayPal would send about a capture, a refund, an order or a merchant. */
  event(type: string, resourceType: string, resource: unknown): PaypalEvent;
  /** The delivery request for an event; `forge` spoils its signature. */
  delivery(event: PaypalEvent, endpoint: string, options?: { forge?: boolean }): Request;
  close(): Promise<void>;
};

export async function startFakePaypal(): Promise<FakePaypal> {
  const state = createPaypalState('');
  const server = createPaypalServer(state);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.url = url;
  return {
    url,
    state,
    env: {
      PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      PAYPAL_PARTNER_MERCHANT_ID: FAKE_PARTNER_ID,
      PAYPAL_WEBHOOK_ID: FAKE_WEBHOOK_ID,
      PAYPAL_API_BASE: url,
    },
    approve(orderId) {
      const order = state.orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = OrderStatus.Approved;
      return eventOf(state, 'CHECKOUT.ORDER.APPROVED', 'checkout-order', orderView(state, order));
    },
    onboard(trackingId, status = {}) {
      const referral = state.referrals.findLast((r) => r.trackingId === trackingId);
      const merchant: Merchant = {
        merchantId: nextId(state, 'MER'),
        trackingId,
        email: referral?.email ?? '',
        paymentsReceivable: status.paymentsReceivable ?? true,
        primaryEmailConfirmed: status.primaryEmailConfirmed ?? true,
      };
      state.merchants.set(merchant.merchantId, merchant);
      return merchant;
    },
    event: (type, resourceType, resource) => eventOf(state, type, resourceType, resource),
    delivery: (event, endpoint, options = {}) =>
      signedDelivery(event, endpoint, FAKE_WEBHOOK_ID, options.forge),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
