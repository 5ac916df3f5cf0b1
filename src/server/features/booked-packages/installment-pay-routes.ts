import { createRoute, z } from '@hono/zod-openapi';
import {
  installmentCheckoutView,
  installmentPayView,
} from '../../../domain/booked-packages/installment-pay-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { anonymous, json } from '../../http/route-parts';
import { bookingDeps } from '../public-booking/routes';
import { getInstallmentPay, openInstallmentCheckout } from './installment-pay';

// The pay link of a failed installment (ADR 035): no sign-in, the signed token is the key; a
// forged or unknown one is 404.

const tags = ['public-booking'];
const params = z.object({ token: z.string().min(1).max(200) });

const getRoute = createRoute({
  method: 'get',
  path: '/installments/{token}',
  operationId: 'getInstallmentPayment',
  ...anonymous,
  tags,
  summary: 'A payment plan installment by its pay link: the package, the amount and whether it can be paid',
  request: { params },
  responses: {
    200: { description: 'The installment', ...json(installmentPayView.openapi('InstallmentPay')) },
    ...errorResponses(400, 404),
  },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/installments/{token}/checkout',
  operationId: 'openInstallmentCheckout',
  ...anonymous,
  tags,
  summary:
    'Open a checkout for a failed installment; 409 when it is paid, its plan cancelled or it is not due',
  request: { params },
  responses: {
    200: { description: 'The checkout', ...json(installmentCheckoutView.openapi('InstallmentCheckout')) },
    ...errorResponses(400, 404, 409),
  },
});

export function installmentPayRoutes(deps: AppDeps) {
  const booking = bookingDeps(deps);
  const router = createRouter();
  router.openapi(getRoute, async (c) =>
    c.json(await getInstallmentPay(booking, c.req.valid('param').token), 200),
  );
  router.openapi(checkoutRoute, async (c) =>
    c.json(await openInstallmentCheckout(booking, c.req.valid('param').token, nowMs(deps)), 200),
  );
  return router;
}
