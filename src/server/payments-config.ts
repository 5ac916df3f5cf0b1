// PAYMENTS and the PayPal settings (ADR 023, 032, 033): which providers this installation charges
// through. `sandbox` and `none` stand alone; real providers may be listed together
// (`stripe,paypal`), and each expert's gateway (ADR 034) picks one of them at checkout.

export type RealProvider = 'stripe' | 'paypal';

/** PAYMENTS as normalised: the sandbox, none, or the real providers in a fixed order. */
export type PaymentsSetting = 'sandbox' | 'none' | 'stripe' | 'paypal' | 'stripe,paypal';

export type PaypalConfig = {
  clientId: string;
  clientSecret: string;
  /** The platform's own PayPal merchant id: the partner whose merchants' status we read. */
  partnerMerchantId: string;
  /** Every webhook delivery is verified against this webhook's id (verify-webhook-signature). */
  webhookId: string;
  /** PayPal's sandbox or its live site; production must be live. */
  environment: 'sandbox' | 'live';
  /** Tests only: the SDK and our own calls talk to a local fake PayPal at this http address. */
  apiBase: string | undefined;
};

const REAL: readonly RealProvider[] = ['stripe', 'paypal'];

/** The normalised setting, or a readable problem. */
export function parsePaymentsList(value: string): PaymentsSetting | { problem: string } {
  const names = [...new Set(value.split(',').map((n) => n.trim().toLowerCase()))].filter(Boolean);
  if (names.length === 1 && (names[0] === 'sandbox' || names[0] === 'none')) return names[0];
  const unknown = names.filter((n) => !REAL.includes(n as RealProvider));
  if (names.length === 0 || unknown.length > 0) {
    return {
      problem: `PAYMENTS: expected sandbox, none, or a list of stripe and paypal (got ${value}); sandbox and none stand alone`,
    };
  }
  return REAL.filter((p) => names.includes(p)).join(',') as PaymentsSetting;
}

/** The real providers a setting names (none for the sandbox and none). */
export function providersOf(setting: PaymentsSetting): RealProvider[] {
  return REAL.filter((p) => setting.split(',').includes(p));
}

type PaypalEnv = {
  NODE_ENV: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_PARTNER_MERCHANT_ID?: string;
  PAYPAL_WEBHOOK_ID?: string;
  PAYPAL_ENVIRONMENT?: 'sandbox' | 'live';
  PAYPAL_API_BASE?: string;
};

/** With paypal listed its keys are required; production charges live and never a fake. */
export function paypalProblems(e: PaypalEnv, setting: PaymentsSetting): string[] {
  const problems: string[] = [];
  if (providersOf(setting).includes('paypal')) {
    for (const key of [
      'PAYPAL_CLIENT_ID',
      'PAYPAL_CLIENT_SECRET',
      'PAYPAL_PARTNER_MERCHANT_ID',
      'PAYPAL_WEBHOOK_ID',
    ] as const) {
      if (!e[key]) problems.push(`  ${key}: required when PAYMENTS lists paypal`);
    }
  }
  if (e.NODE_ENV === 'production' && e.PAYPAL_ENVIRONMENT === 'sandbox') {
    problems.push('  PAYPAL_ENVIRONMENT: production takes real money, so it must be live');
  }
  if (e.NODE_ENV === 'production' && e.PAYPAL_API_BASE) {
    problems.push('  PAYPAL_API_BASE: production talks to PayPal itself; another address is for tests');
  }
  return problems;
}

export function paypalConfigFrom(e: PaypalEnv, setting: PaymentsSetting): PaypalConfig | undefined {
  if (!providersOf(setting).includes('paypal')) return undefined;
  return {
    clientId: e.PAYPAL_CLIENT_ID!,
    clientSecret: e.PAYPAL_CLIENT_SECRET!,
    partnerMerchantId: e.PAYPAL_PARTNER_MERCHANT_ID!,
    webhookId: e.PAYPAL_WEBHOOK_ID!,
    environment: e.PAYPAL_ENVIRONMENT ?? (e.NODE_ENV === 'production' ? 'live' : 'sandbox'),
    apiBase: e.PAYPAL_API_BASE,
  };
}
