// Which payment methods a checkout offers (spec §9 "Payment methods", §6 plan gate "local payment
// methods"; ADR 035). Card always: Stripe's Checkout shows Google Pay and Apple Pay with the card
// method on its own, on the devices and browsers that support them, so "card" is the default
// card with both wallets. The local methods of §9 come on top when the expert's plan allows
// them and the checkout's currency is one Stripe takes for them. A payment plan saves the card
// for later charges without the client, which only a card can do, so it stays card only.

/** spec §9, in its order. */
export const LOCAL_PAYMENT_METHODS = [
  'bancontact',
  'ideal',
  'giropay',
  'p24',
  'eps',
  'alipay',
  'wechat_pay',
] as const;

export type LocalPaymentMethod = (typeof LOCAL_PAYMENT_METHODS)[number];
export type CheckoutPaymentMethod = 'card' | LocalPaymentMethod;

/**
 * The presentment currencies Stripe documents for each method (its "Accept a payment" pages,
 * Checkout variant). giropay has none: Stripe's partners withdrew it, with no new transactions
 * after 30 June 2024, so offering it would only make checkouts fail.
 */
export const LOCAL_METHOD_CURRENCIES: Readonly<Record<LocalPaymentMethod, readonly string[]>> = {
  bancontact: ['EUR'],
  ideal: ['EUR'],
  giropay: [],
  p24: ['EUR', 'PLN'],
  eps: ['EUR'],
  alipay: ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'NZD', 'SGD', 'USD', 'MYR'],
  wechat_pay: ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'SGD', 'USD', 'DKK', 'NOK', 'SEK', 'CHF'],
};

/** The local methods a checkout can offer at all (every one but the withdrawn giropay). */
export const OFFERABLE_LOCAL_METHODS: readonly LocalPaymentMethod[] = LOCAL_PAYMENT_METHODS.filter(
  (method) => LOCAL_METHOD_CURRENCIES[method].length > 0,
);

export type PaymentMethodsQuestion = {
  /** ISO code of the checkout's currency. */
  currency: string;
  /** The expert's plan has the localPaymentMethods feature. */
  localPaymentMethods: boolean;
  /** The card is kept for charges without the client (a payment plan's first payment). */
  saveCard?: boolean;
};

/** The methods a checkout offers: card first, then the local methods that fit, in §9's order. */
export function checkoutPaymentMethods(question: PaymentMethodsQuestion): CheckoutPaymentMethod[] {
  if (!question.localPaymentMethods || question.saveCard) return ['card'];
  const currency = question.currency.toUpperCase();
  return ['card', ...LOCAL_PAYMENT_METHODS.filter((m) => LOCAL_METHOD_CURRENCIES[m].includes(currency))];
}
