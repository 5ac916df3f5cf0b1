import {
  CaptureStatus,
  type Order,
  type OrderRequest,
  OrderStatus,
  type OrdersCapture,
  type Refund,
  RefundStatus,
} from '@paypal/paypal-server-sdk';
import {
  type Answer,
  fromWire,
  isoNow,
  nextId,
  type PaypalCall,
  type PaypalEvent,
  type PaypalState,
  paypalError,
  toWire,
  transmissionSig,
} from './state';

// The fake's REST resources (ADR 033): orders (create, get, capture), capture refunds, partner
// referrals, merchant integrations and the webhook signature postback.

const notFound = () =>
  paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');

export function orderView(state: PaypalState, order: Order & { request: OrderRequest }): Order {
  const { request: _request, ...view } = order;
  const captures = [...state.captures.values()]
    .filter((c) => c.orderId === order.id)
    .map(({ orderId: _orderId, ...c }) => c);
  return {
    ...view,
    purchaseUnits: view.purchaseUnits?.map((unit) => ({
      ...unit,
      payments: captures.length ? { captures } : undefined,
    })),
  };
}

function createOrder(state: PaypalState, body: unknown): Answer {
  const request = fromWire<OrderRequest>(body);
  const unit = request.purchaseUnits?.[0];
  if (!unit?.amount?.value || !unit.amount.currencyCode || !/^\d+(\.\d{1,2})?$/.test(unit.amount.value)) {
    return paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed.', 'INVALID_PARAMETER_VALUE');
  }
  if (['JPY', 'HUF', 'TWD'].includes(unit.amount.currencyCode) && unit.amount.value.includes('.')) {
    return paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'Currency does not support decimals.',
      'DECIMALS_NOT_SUPPORTED',
    );
  }
  const id = nextId(state, 'ORD');
  const order: Order & { request: OrderRequest } = {
    id,
    intent: request.intent,
    status: OrderStatus.PayerActionRequired,
    createTime: isoNow(),
    purchaseUnits: request.purchaseUnits.map((u) => ({
      referenceId: u.referenceId,
      customId: u.customId,
      description: u.description,
      amount: u.amount,
      payee: u.payee,
      paymentInstruction: u.paymentInstruction,
    })),
    links: [
      { href: `${state.url}/v2/checkout/orders/${id}`, rel: 'self' },
      { href: `${state.url}/checkoutnow?token=${id}`, rel: 'payer-action' },
    ],
    request,
  };
  state.orders.set(id, order);
  return { status: 201, body: toWire(orderView(state, order)) };
}

function captureOrder(state: PaypalState, id: string): Answer {
  const order = state.orders.get(id);
  if (!order) return notFound();
  if (order.status === OrderStatus.Completed) {
    return paypalError(422, 'UNPROCESSABLE_ENTITY', 'Order already captured.', 'ORDER_ALREADY_CAPTURED');
  }
  if (order.status !== OrderStatus.Approved) {
    return paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'The payer has not yet approved the Order for payment.',
      'ORDER_NOT_APPROVED',
    );
  }
  const unit = order.purchaseUnits![0]!;
  const declined = state.declineNextCapture;
  state.declineNextCapture = false;
  const capture: OrdersCapture & { orderId: string } = {
    id: nextId(state, 'CAP'),
    status: declined ? CaptureStatus.Declined : CaptureStatus.Completed,
    amount: unit.amount ? { currencyCode: unit.amount.currencyCode, value: unit.amount.value } : undefined,
    customId: unit.customId,
    finalCapture: true,
    createTime: isoNow(),
    orderId: id,
  };
  state.captures.set(capture.id!, capture);
  order.status = OrderStatus.Completed;
  return { status: 201, body: toWire(orderView(state, order)) };
}

function refundCapture(state: PaypalState, captureId: string, body: unknown): Answer {
  const capture = state.captures.get(captureId);
  if (!capture) return notFound();
  if (capture.status === CaptureStatus.Refunded) {
    return paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'Capture has already been fully refunded.',
      'CAPTURE_FULLY_REFUNDED',
    );
  }
  if (capture.status !== CaptureStatus.Completed) {
    return paypalError(422, 'UNPROCESSABLE_ENTITY', 'Capture cannot be refunded.', 'CANNOT_BE_REFUNDED');
  }
  const request = fromWire<{ customId?: string }>(body ?? {});
  const refund: Refund = {
    id: nextId(state, 'REF'),
    status: RefundStatus.Completed,
    amount: capture.amount,
    customId: request.customId ?? capture.customId,
    createTime: isoNow(),
    links: [{ href: `${state.url}/v2/payments/captures/${captureId}`, rel: 'up' }],
  };
  state.refunds.set(refund.id!, refund);
  capture.status = CaptureStatus.Refunded;
  return { status: 201, body: toWire(refund) };
}

function referral(state: PaypalState, body: unknown): Answer {
  const b = body as {
    email?: string;
    tracking_id?: string;
    partner_config_override?: { return_url?: string };
  };
  if (!b.tracking_id || !b.partner_config_override?.return_url) {
    return paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed.', 'MISSING_REQUIRED_PARAMETER');
  }
  state.referrals.push({
    trackingId: b.tracking_id,
    email: b.email ?? '',
    returnUrl: b.partner_config_override.return_url,
  });
  const signup = `${state.url}/partner-signup?tracking_id=${encodeURIComponent(b.tracking_id)}`;
  return {
    status: 201,
    body: {
      links: [
        { href: `${state.url}/v2/customer/partner-referrals/${nextId(state, 'R')}`, rel: 'self' },
        { href: signup, rel: 'action_url' },
      ],
    },
  };
}

function merchantIntegrations(state: PaypalState, path: string, query: URLSearchParams): Answer | null {
  const byTracking = path.match(/^\/v1\/customer\/partners\/[^/]+\/merchant-integrations$/);
  if (byTracking) {
    const merchant = [...state.merchants.values()].find((m) => m.trackingId === query.get('tracking_id'));
    if (!merchant) return notFound();
    return { status: 200, body: { merchant_id: merchant.merchantId, tracking_id: merchant.trackingId } };
  }
  const one = path.match(/^\/v1\/customer\/partners\/[^/]+\/merchant-integrations\/([^/]+)$/);
  if (!one) return null;
  const merchant = state.merchants.get(decodeURIComponent(one[1]!));
  if (!merchant) return notFound();
  return {
    status: 200,
    body: {
      merchant_id: merchant.merchantId,
      tracking_id: merchant.trackingId,
      payments_receivable: merchant.paymentsReceivable,
      primary_email_confirmed: merchant.primaryEmailConfirmed,
      primary_email: merchant.email,
    },
  };
}

function verifySignature(body: unknown, raw: string): Answer {
  const b = body as Record<string, unknown>;
  // The event as sent: the bytes after "webhook_event": up to the closing brace.
  const at = raw.indexOf('"webhook_event":');
  const event = at < 0 ? '' : raw.slice(at + '"webhook_event":'.length, raw.lastIndexOf('}'));
  const expected = transmissionSig(
    String(b.transmission_id),
    String(b.transmission_time),
    String(b.webhook_id),
    event,
  );
  return {
    status: 200,
    body: { verification_status: b.transmission_sig === expected ? 'SUCCESS' : 'FAILURE' },
  };
}

/** One REST call, or null when no resource answers it. */
export function handleRest(
  state: PaypalState,
  call: PaypalCall,
  raw: string,
  query: URLSearchParams,
): Answer | null {
  const { method, path, body } = call;
  if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(state, body);
  const order = path.match(/^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/);
  if (order && method === 'GET' && !order[2]) {
    const found = state.orders.get(order[1]!);
    return found ? { status: 200, body: toWire(orderView(state, found)) } : notFound();
  }
  if (order && method === 'POST' && order[2]) return captureOrder(state, order[1]!);
  const refund = path.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/);
  if (refund && method === 'POST') return refundCapture(state, refund[1]!, body);
  if (method === 'POST' && path === '/v2/customer/partner-referrals') return referral(state, body);
  if (method === 'GET') {
    const merchants = merchantIntegrations(state, path, query);
    if (merchants) return merchants;
  }
  if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
    return verifySignature(body, raw);
  return null;
}

/** The event PayPal would send about `resource` now. */
export function eventOf(
  state: PaypalState,
  type: string,
  resourceType: string,
  resource: unknown,
): PaypalEvent {
  const { request: _request, orderId: _orderId, ...model } = resource as Record<string, unknown>;
  return {
    id: nextId(state, 'WH-'),
    event_version: '1.0',
    create_time: isoNow(),
    resource_type: resourceType,
    event_type: type,
    summary: type,
    resource: JSON.parse(JSON.stringify(toWire(model))),
  };
}
