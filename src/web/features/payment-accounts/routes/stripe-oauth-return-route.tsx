import { STRIPE_OAUTH_INVALID } from '../../../../domain/payments/stripe-account';
import { OauthReturn } from '../../../components/oauth-return';
import { errorMessage } from '../../../lib/api-client';
import { useCompleteStripeOauth } from '../api/payment-accounts';
import { PAYMENT_ACCOUNTS_PATH } from '../paths';

/** /dashboard/payments/stripe-oauth: Stripe's return after linking a Standard account. */
export function StripeOauthReturnRoute() {
  return (
    <OauthReturn
      provider="Stripe"
      complete={useCompleteStripeOauth()}
      back={{ path: PAYMENT_ACCOUNTS_PATH, label: 'Back to payment accounts' }}
      failure={(missing, error) => (missing ? STRIPE_OAUTH_INVALID : errorMessage(error))}
    />
  );
}
