import type { PaymentOutcome } from '../../integrations/payments/adapter';

// What every payment's subject (a personal booking, a group seat, a package purchase) offers the
// checkout (ADR 014, ADR 016). Its own module so that the subjects and checkout-service, which
// picks one, import it rather than each other.

export type CheckoutState = 'open' | 'paid' | 'lapsed';

export type CheckoutSummary = {
  /** What is being paid for, e.g. "Intro call with Maya Okafor". */
  title: string;
  /** Minor units of currency. */
  amount: number;
  currency: string;
  state: CheckoutState;
  /** Where the client goes once paid: the booking's manage link or the package's use link. */
  doneUrl: string;
  /** Said after "Your card was declined.", e.g. "Your time has been released." */
  declinedNote: string;
  /** Where the client starts again after a decline or a lapsed hold. */
  retryUrl: string;
  /** The retry link's words; 'Choose another time' when not given. */
  retryLabel?: string;
  /** Said when the hold lapsed before paying; PAYMENT_EXPIRED when not given. */
  expiredMessage?: string;
};

export type PaymentResult = 'confirmed' | 'declined' | 'expired';

export type PaymentSubject = {
  summary(now: number): Promise<CheckoutSummary | null>;
  /** Applies the outcome in one transaction. Idempotent: a settled subject stays as it is. */
  complete(outcome: PaymentOutcome, now: number): Promise<PaymentResult | null>;
};
