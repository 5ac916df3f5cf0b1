import type { RouteObject } from 'react-router';
import { BillingOverviewRoute } from './routes/billing-overview-route';
import { CancelRoute } from './routes/cancel-route';
import { ChangePriceRoute } from './routes/change-price-route';
import { ChoosePlanRoute } from './routes/choose-plan-route';
import { ReactivateRoute } from './routes/reactivate-route';
import { UpdatePaymentRoute } from './routes/update-payment-route';

/** spec doc 1 §2 Billing and its child routes, relative to /dashboard, inside the Account tabs. */
export const billingRoutes: RouteObject[] = [
  { path: 'account/billing', element: <BillingOverviewRoute /> },
  { path: 'account/billing/subscription', element: <ChoosePlanRoute /> },
  { path: 'account/billing/subscription/update', element: <UpdatePaymentRoute /> },
  { path: 'account/billing/subscription/upgrade', element: <ChangePriceRoute key="year" to="year" /> },
  { path: 'account/billing/subscription/downgrade', element: <ChangePriceRoute key="month" to="month" /> },
  { path: 'account/billing/subscription/cancel', element: <CancelRoute /> },
  { path: 'account/billing/subscription/reactivate', element: <ReactivateRoute /> },
];
