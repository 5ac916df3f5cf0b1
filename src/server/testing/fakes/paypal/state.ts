import { createHmac } from 'node:crypto';
import zlib from 'node:zlib';
import type { Order, OrderRequest, OrdersCapture, Refund } from '@paypal/paypal-server-sdk';

// What the fake PayPal holds (ADR 033). Orders, captures and refunds are typed by the SDK's own
// models (camelCase); `toWire` writes them as PayPal's JSON (snake_case), `fromWire` reads a
// request body back into the SDK's shape, so the compiler holds both sides to the SDK's types.

export type PaypalCall = { method: string; path: string; requestId: string | null; body: unknown };

export type Merchant = {
  merchantId: string;
  trackingId: string;
  email: string;
  paymentsReceivable: boolean;
  primaryEmailConfirmed: boolean;
};

export type Referral = { trackingId: string; email: string; returnUrl: string };

/** A webhook event as PayPal delivers it (not modelled by the SDK). */
export type PaypalEvent = {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: string;
  event_type: string;
  summary: string;
  resource: unknown;
};

export type PaypalState = {
  url: string;
  calls: PaypalCall[];
  orders: Map<string, Order & { request: OrderRequest }>;
  captures: Map<string, OrdersCapture & { orderId: string }>;
  refunds: Map<string, Refund>;
  referrals: Referral[];
  merchants: Map<string, Merchant>;
  /** Answers kept by PayPal-Request-Id: a retry gets the first answer. */
  idempotent: Map<string, Answer>;
  /** The next capture is declined by the payer's funding source. */
  declineNextCapture: boolean;
  /** Where events are delivered on their own (the e2e server); tests deliver them by hand. */
  webhookUrl: string | null;
  counter: number;
};

export type Answer = { status: number; body: unknown };

export const SIGNING_SECRET = 'fake-paypal-signing-secret';

export function createPaypalState(url: string): PaypalState {
  return {
    url,
    calls: [],
    orders: new Map(),
    captures: new Map(),
    refunds: new Map(),
    referrals: [],
    merchants: new Map(),
    idempotent: new Map(),
    declineNextCapture: false,
    webhookUrl: null,
    counter: 0,
  };
}

export const nextId = (state: PaypalState, prefix: string) =>
  `${prefix}${(++state.counter).toString(36).toUpperCase().padStart(12, '0')}`;

export const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, rename));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [rename(k), mapKeys(v, rename)]));
  }
  return value;
}

/** An SDK model as PayPal's JSON. */
export const toWire = (value: unknown) => mapKeys(value, snake);
/** PayPal's JSON as the SDK's model. */
export const fromWire = <T>(value: unknown) => mapKeys(value, camel) as T;

export const paypalError = (status: number, name: string, message: string, issue?: string): Answer => ({
  status,
  body: { name, message, debug_id: 'fake', ...(issue ? { details: [{ issue, description: message }] } : {}) },
});

/**
 * The fake's stand-in for PayPal's certificate signature: an HMAC over the same string PayPal
 * signs (transmission id | time | webhook id | CRC32 of the body), checked by its own
 * verify-webhook-signature, which is all Slotwise relies on (ADR 033).
 */
export function transmissionSig(transmissionId: string, time: string, webhookId: string, body: string) {
  const crc = zlib.crc32(Buffer.from(body, 'utf8'));
  return createHmac('sha256', SIGNING_SECRET)
    .update(`${transmissionId}|${time}|${webhookId}|${crc}`)
    .digest('base64');
}
