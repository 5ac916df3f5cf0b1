import { type RouteObject, redirect } from 'react-router';
import { PAYMENT_ACCOUNTS_PATH } from '../payment-accounts/paths';
import { BILLING_SUBSCRIPTION_PATH } from './paths';
import { ChangeCurrencyRoute } from './routes/change-currency-route';
import { PaymentProcessingRoute } from './routes/payment-processing-route';
import { PaymentsOverviewRoute } from './routes/payments-overview-route';

/** The Payments area's screens, relative to /dashboard; the app shows them inside its tabs. */
export const paymentsRoutes: RouteObject[] = [
  { path: 'payments', element: <PaymentsOverviewRoute /> },
  { path: 'payments/processing', element: <PaymentProcessingRoute /> },
  { path: 'payments/currency', element: <ChangeCurrencyRoute /> },
];

/** spec (doc 2, §2): /dashboard/payments/subscription redirects to the billing subscription screen. */
export const paymentsRedirects: RouteObject[] = [
  { path: 'payments/subscription', loader: () => redirect(BILLING_SUBSCRIPTION_PATH) },
  // spec (doc 2, §2): the accounts screen is also at /dashboard/payments/processing/accounts.
  { path: 'payments/processing/accounts', loader: () => redirect(PAYMENT_ACCOUNTS_PATH) },
];
