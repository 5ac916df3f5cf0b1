// ADR 034: the one rule for whether, and where, an expert's paid bookings, seats and packages are
// charged. No imports: the checkout loads this module, and schemas (payment-status.ts) loaded
// before the API's OpenAPI extension would be left without `.openapi`.

/** spec (doc 2, §3): the providers of settings.payments.gateway (PAYMENT_GATEWAYS without none). */
export type PaymentProvider = 'stripe' | 'paypal';
type PaymentGateway = PaymentProvider | 'none';

/** An expert's connected (not disconnected) provider account, as far as the status cares. */
export interface ConnectedAccount {
  provider: PaymentProvider;
  /** Stripe: whether the account can take charges; null while nobody has asked Stripe. */
  chargesEnabled: boolean | null;
  /** Stripe: what Stripe still needs (its requirement names); empty for PayPal. */
  requirementsDue: readonly string[];
  /** PayPal: the return page verified the account. */
  paypalVerified: boolean;
}

/** The provider's account is connected and can take charges (Stripe: charges enabled; PayPal: verified). */
export function accountReady(provider: PaymentProvider, accounts: readonly ConnectedAccount[]): boolean {
  const account = accounts.find((a) => a.provider === provider);
  if (!account) return false;
  return provider === 'stripe' ? account.chargesEnabled === true : account.paypalVerified;
}

/** What this installation can charge through (ADR 023, 032): its sandbox, or real providers. */
export interface PaymentsInstallation {
  /** The offline sandbox checkout stands in for every provider (local installs and tests). */
  sandbox: boolean;
  /** Real providers configured; empty with PAYMENTS=none. */
  providers: readonly PaymentProvider[];
}

/** An expert's gateway as stored (null: never chosen) and their connected accounts. */
export interface GatewaySetting {
  chosen: PaymentGateway | null;
  accounts: readonly ConnectedAccount[];
}

/**
 * The gateway in use: the expert's choice; before they choose, the provider they connected
 * (Stripe first), else none.
 */
export function effectiveGateway(setting: GatewaySetting): PaymentGateway {
  if (setting.chosen) return setting.chosen;
  for (const provider of ['stripe', 'paypal'] as const) {
    if (setting.accounts.some((a) => a.provider === provider)) return provider;
  }
  return 'none';
}

/** Who charges a client's payment: the sandbox checkout or a real provider. */
export type Charger = 'sandbox' | PaymentProvider;

/**
 * The one rule for paid bookings, seats and purchases (ADR 034): where they are charged, or null
 * when they are refused. An explicit none refuses everywhere. A sandbox installation charges
 * everything else through its sandbox (it stands in for every provider, so local installs book
 * paid sessions end to end without any choice made). Elsewhere the gateway in use must be a
 * configured provider whose account can take charges.
 */
export function chargeThrough(installation: PaymentsInstallation, setting: GatewaySetting): Charger | null {
  if (setting.chosen === 'none') return null;
  if (installation.sandbox) return 'sandbox';
  const gateway = effectiveGateway(setting);
  if (gateway === 'none' || !installation.providers.includes(gateway)) return null;
  return accountReady(gateway, setting.accounts) ? gateway : null;
}
