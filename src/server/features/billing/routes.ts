import { createRoute, z } from '@hono/zod-openapi';
import {
  billingOverview,
  createdCardView,
  invoicePreview,
  paymentResult,
  subscriptionChange,
} from '../../../domain/billing/billing-view';
import {
  cardInput,
  lifetimeCodeInput,
  paymentMethodInput,
  planPriceInput,
  subscribeInput,
} from '../../../domain/billing/inputs';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, json, signedIn } from '../../http/route-parts';
import {
  cancelSubscription,
  changePrice,
  confirmPayment,
  createCard,
  getOverview,
  previewPriceChange,
  reactivateSubscription,
  redeemLifetimeCode,
  startCardCheckout,
  subscribe,
  updatePaymentMethod,
} from './service';

// The expert's own plan with Slotwise (issue 20; spec doc 1 §2 Billing, §4 Subscription, §7).

const tags = ['billing'];

const overviewRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getBilling',
  ...signedIn,
  tags,
  summary:
    'The current plan (name, price, commission, call minutes, features), the subscription status, the next invoice, the card on file, invoices with their PDFs, and what can be done now',
  responses: {
    200: { description: 'Billing', ...json(billingOverview.openapi('BillingOverview')) },
    ...errorResponses(401),
  },
});

const cardRoute = createRoute({
  method: 'post',
  path: '/cards',
  operationId: 'createBillingCard',
  ...signedIn,
  tags,
  summary:
    "The offline adapter's embedded card form: a payment method from a test card (4242… pays, …0002 is declined, …3155 asks the bank). 409 with Stripe, whose cards are typed on its own page",
  request: body(cardInput),
  responses: {
    201: { description: 'Card', ...json(createdCardView.openapi('BillingCard')) },
    ...errorResponses(400, 401, 404, 409),
  },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/subscription',
  operationId: 'subscribe',
  ...signedIn,
  tags,
  summary:
    "Subscribe to a paid plan's price: with a card, the first invoice is paid now (paid, declined or requires_action); without one, Stripe Checkout's url. The plan changes when the provider's event arrives",
  request: body(subscribeInput),
  responses: {
    200: { description: 'Payment', ...json(paymentResult.openapi('BillingPayment')) },
    ...errorResponses(400, 401, 404, 409),
  },
});

const paymentMethodRoute = createRoute({
  method: 'put',
  path: '/payment-method',
  operationId: 'updateBillingPaymentMethod',
  ...signedIn,
  tags,
  summary:
    "Make the card the default of the expert's customer and subscription, and pay an open invoice with it (an incomplete or past_due subscription): a payment method id, or the setup session Stripe's card page returned with (another customer's is 404)",
  request: body(paymentMethodInput),
  responses: {
    200: { description: 'Payment', ...json(paymentResult) },
    ...errorResponses(400, 401, 404, 409),
  },
});

const cardCheckoutRoute = createRoute({
  method: 'post',
  path: '/payment-method/checkout',
  operationId: 'startBillingCardCheckout',
  ...signedIn,
  tags,
  summary:
    "Stripe's page for a new card (Checkout in mode setup); it returns to the update screen with ?setup_session=, which PUT /payment-method then takes. 409 on the offline adapter (its card form is ours)",
  responses: {
    200: {
      description: 'Where to enter the card',
      ...json(z.object({ url: z.string() }).openapi('BillingCardCheckout')),
    },
    ...errorResponses(401, 404, 409),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/subscription/confirm',
  operationId: 'confirmBillingPayment',
  ...signedIn,
  tags,
  summary:
    "The bank's answer to the confirming step (3-D Secure) of the subscription's open invoice (offline adapter)",
  request: body(z.object({ invoiceId: z.string().min(1).max(255), approve: z.boolean() })),
  responses: {
    200: { description: 'Payment', ...json(paymentResult) },
    ...errorResponses(400, 401, 404, 409),
  },
});

const previewRoute = createRoute({
  method: 'post',
  path: '/subscription/preview',
  operationId: 'previewSubscriptionPrice',
  ...signedIn,
  tags,
  summary:
    "The invoice switching the subscription to this price would make now (prorated): the amount due today. 502 'Response has no invoice data' when the provider gives none",
  request: body(planPriceInput),
  responses: {
    200: { description: 'Preview', ...json(invoicePreview.openapi('BillingInvoicePreview')) },
    ...errorResponses(400, 401, 404, 409, 502),
  },
});

const changeRoute = createRoute({
  method: 'put',
  path: '/subscription/price',
  operationId: 'changeSubscriptionPrice',
  ...signedIn,
  tags,
  summary:
    "Switch monthly to yearly (upgrade) or yearly to monthly (downgrade) now, prorated and invoiced at once; the status past_due means the charge failed. 502 'Response has no subscription data' when the provider gives none",
  request: body(planPriceInput),
  responses: {
    200: { description: 'Subscription', ...json(subscriptionChange.openapi('BillingSubscriptionChange')) },
    ...errorResponses(400, 401, 404, 409, 502),
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/subscription/cancel',
  operationId: 'cancelSubscription',
  ...signedIn,
  tags,
  summary:
    'Cancel: immediately when the status is incomplete, past_due or unpaid, otherwise at the end of the period; the expert moves to the default plan when it ends',
  responses: {
    200: { description: 'Subscription', ...json(subscriptionChange) },
    ...errorResponses(401, 404, 409),
  },
});

const reactivateRoute = createRoute({
  method: 'post',
  path: '/subscription/reactivate',
  operationId: 'reactivateSubscription',
  ...signedIn,
  tags,
  summary: 'Undo a cancellation at period end: only while it is set and the status is active or trialing',
  responses: {
    200: { description: 'Subscription', ...json(subscriptionChange) },
    ...errorResponses(401, 404, 409),
  },
});

const lifetimeRoute = createRoute({
  method: 'post',
  path: '/lifetime-codes/redeem',
  operationId: 'redeemLifetimeCode',
  ...signedIn,
  tags,
  summary:
    'Redeem a lifetime code (single use, not case-sensitive): the expert is on its lifetime plan from now on',
  request: body(lifetimeCodeInput),
  responses: {
    200: { description: 'Billing', ...json(billingOverview) },
    ...errorResponses(400, 401, 409),
  },
});

export function billingRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(overviewRoute, async (c) => c.json(await getOverview(deps, c.get('user')), 200));
  router.openapi(cardRoute, async (c) => c.json(await createCard(deps, c.req.valid('json')), 201));
  router.openapi(subscribeRoute, async (c) =>
    c.json(await subscribe(deps, c.get('user'), c.req.valid('json')), 200),
  );
  router.openapi(paymentMethodRoute, async (c) =>
    c.json(await updatePaymentMethod(deps, c.get('user'), c.req.valid('json')), 200),
  );
  router.openapi(cardCheckoutRoute, async (c) => c.json(await startCardCheckout(deps, c.get('user')), 200));
  router.openapi(confirmRoute, async (c) =>
    c.json(await confirmPayment(deps, c.get('user'), c.req.valid('json')), 200),
  );
  router.openapi(previewRoute, async (c) =>
    c.json(await previewPriceChange(deps, c.get('user'), c.req.valid('json')), 200),
  );
  router.openapi(changeRoute, async (c) =>
    c.json(await changePrice(deps, c.get('user'), c.req.valid('json')), 200),
  );
  router.openapi(cancelRoute, async (c) => c.json(await cancelSubscription(deps, c.get('user')), 200));
  router.openapi(reactivateRoute, async (c) =>
    c.json(await reactivateSubscription(deps, c.get('user')), 200),
  );
  router.openapi(lifetimeRoute, async (c) =>
    c.json(await redeemLifetimeCode(deps, c.get('user'), c.req.valid('json')), 200),
  );
  return router;
}
