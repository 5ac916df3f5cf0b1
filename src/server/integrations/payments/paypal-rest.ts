import https from 'node:https';
import net from 'node:net';
import type { PaypalConfig } from '../../payments-config';

// The PayPal REST calls the official SDK does not have (ADR 033): the platform's OAuth token,
// Partner Referrals v2 (onboarding an expert), the merchant's integration status, and the
// webhook signature postback. Plain fetch with the same client credentials as the SDK.

const LIVE = 'https://api-m.paypal.com';
const SANDBOX = 'https://api-m.sandbox.paypal.com';

export const paypalApiBase = (config: PaypalConfig) =>
  (config.apiBase ?? (config.environment === 'live' ? LIVE : SANDBOX)).replace(/\/$/, '');

/**
 * Tests only (PAYPAL_API_BASE): the SDK has no base-URL option, only its two environments, so
 * its https requests go through an agent whose connections open to the local fake instead.
 */
export function loopbackAgent(apiBase: string): https.Agent {
  const target = new URL(apiBase);
  const agent = new https.Agent({ keepAlive: false });
  Object.assign(agent, {
    createConnection: () => net.connect({ host: target.hostname, port: Number(target.port || 80) }),
  });
  return agent;
}

/** PayPal's error: its HTTP status, its name (e.g. INVALID_RESOURCE_ID) and its message. */
export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaypalApiError';
  }
}

export type MerchantStatus = {
  merchantId: string;
  paymentsReceivable: boolean;
  primaryEmailConfirmed: boolean;
  primaryEmail: string | null;
};

export type WebhookHeaders = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
};

export function createPaypalRest(config: PaypalConfig) {
  const base = paypalApiBase(config);
  let cached: { token: string; until: number } | null = null;

  async function token(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const body = await call<{ access_token: string; expires_in: number }>('POST', '/v1/oauth2/token', {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    // A minute early, so a token never expires on its way.
    cached = { token: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  async function call<T>(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string },
  ) {
    const res = await fetch(`${base}${path}`, { method, headers: init.headers, body: init.body });
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!res.ok) {
      throw new PaypalApiError(
        res.status,
        String(parsed.name ?? parsed.error ?? 'UNKNOWN'),
        String(parsed.message ?? parsed.error_description ?? `PayPal answered ${res.status}`),
      );
    }
    return parsed as T;
  }

  async function authed<T>(method: string, path: string, json?: unknown, rawBody?: string): Promise<T> {
    return call<T>(method, path, {
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: rawBody ?? (json === undefined ? undefined : JSON.stringify(json)),
    });
  }

  return {
    /** Partner Referrals v2: the link where the expert signs up or logs in and grants us consent. */
    async createReferral(input: { email: string; trackingId: string; returnUrl: string }): Promise<string> {
      const body = await authed<{ links?: Array<{ href: string; rel: string }> }>(
        'POST',
        '/v2/customer/partner-referrals',
        {
          email: input.email,
          tracking_id: input.trackingId,
          partner_config_override: { return_url: input.returnUrl },
          operations: [
            {
              operation: 'API_INTEGRATION',
              api_integration_preference: {
                rest_api_integration: {
                  integration_method: 'PAYPAL',
                  integration_type: 'THIRD_PARTY',
                  third_party_details: { features: ['PAYMENT', 'REFUND', 'PARTNER_FEE'] },
                },
              },
            },
          ],
          products: ['EXPRESS_CHECKOUT'],
          legal_consents: [{ type: 'SHARE_DATA_CONSENT', granted: true }],
        },
      );
      const action = body.links?.find((l) => l.rel === 'action_url')?.href;
      if (!action) throw new PaypalApiError(502, 'NO_ACTION_URL', 'PayPal gave the referral no action_url');
      return action;
    },

    /** The merchant our tracking id (the expert's user id) onboarded, and what they can do; null before. */
    async merchantStatus(partnerId: string, trackingId: string): Promise<MerchantStatus | null> {
      const partner = encodeURIComponent(partnerId);
      let found: { merchant_id?: string };
      try {
        found = await authed(
          'GET',
          `/v1/customer/partners/${partner}/merchant-integrations?tracking_id=${encodeURIComponent(trackingId)}`,
        );
      } catch (error) {
        if (error instanceof PaypalApiError && error.status === 404) return null;
        throw error;
      }
      if (!found.merchant_id) return null;
      const status = await authed<{
        merchant_id: string;
        payments_receivable?: boolean;
        primary_email_confirmed?: boolean;
        primary_email?: string;
      }>(
        'GET',
        `/v1/customer/partners/${partner}/merchant-integrations/${encodeURIComponent(found.merchant_id)}`,
      );
      return {
        merchantId: status.merchant_id,
        paymentsReceivable: status.payments_receivable === true,
        primaryEmailConfirmed: status.primary_email_confirmed === true,
        primaryEmail: status.primary_email ?? null,
      };
    },

    /**
     * PayPal's own check of a delivery (verify-webhook-signature): SUCCESS or not. The event is
     * passed on as the exact bytes received, so nothing is lost in a parse and re-serialise.
     */
    async verifyWebhook(headers: WebhookHeaders, rawEvent: string): Promise<boolean> {
      const fields = JSON.stringify({
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: config.webhookId,
      });
      const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
      const answer = await authed<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        undefined,
        body,
      );
      return answer.verification_status === 'SUCCESS';
    },
  };
}

export type PaypalRest = ReturnType<typeof createPaypalRest>;
